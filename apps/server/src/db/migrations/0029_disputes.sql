CREATE TABLE "dispute_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispute_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_messages_body_check" CHECK (length("dispute_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"patient_user_id" integer NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"appointment_at" timestamp with time zone NOT NULL,
	"appointment_type" text NOT NULL,
	"appointment_status" text NOT NULL,
	"fee" bigint NOT NULL,
	"fee_paid" boolean NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"reviewer_id" integer,
	"earning_hold" text DEFAULT 'none' NOT NULL,
	"earning_held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'under_review', 'resolved', 'dismissed')),
	CONSTRAINT "disputes_category_check" CHECK ("disputes"."category" in ('doctor_no_show', 'quality_of_care', 'billing', 'technical', 'other')),
	CONSTRAINT "disputes_outcome_check" CHECK (("disputes"."status" = 'resolved') = ("disputes"."outcome" is not null)),
	CONSTRAINT "disputes_refund_check" CHECK ("disputes"."refund_amount" >= 0 and "disputes"."refund_amount" <= "disputes"."fee" and ("disputes"."refund_amount" = 0 or "disputes"."outcome" in ('refund_full', 'refund_partial'))),
	CONSTRAINT "disputes_decided_check" CHECK ("disputes"."status" in ('open', 'under_review') or ("disputes"."decided_at" is not null and "disputes"."note" is not null)),
	CONSTRAINT "disputes_description_check" CHECK (length("disputes"."description") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "on_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" USING btree ("dispute_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_key" ON "disputes" USING btree ("appointment_id") WHERE "disputes"."status" in ('open', 'under_review');--> statement-breakpoint
CREATE INDEX "disputes_appointment_idx" ON "disputes" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "disputes_patient_idx" ON "disputes" USING btree ("patient_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_doctor_idx" ON "disputes" USING btree ("doctor_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_refunded_check" CHECK ("earnings"."refunded" >= 0 and "earnings"."refunded" <= "earnings"."amount");