CREATE TABLE "earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"matures_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"patient_name" text NOT NULL,
	"appointment_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_amount_check" CHECK ("earnings"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_appointment_key" ON "earnings" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "earnings_due_idx" ON "earnings" USING btree ("matures_at") WHERE "earnings"."released_at" is null;--> statement-breakpoint
CREATE INDEX "earnings_user_due_idx" ON "earnings" USING btree ("user_id","matures_at") WHERE "earnings"."released_at" is null;