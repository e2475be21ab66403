CREATE TABLE "analytics_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"new_patients" integer DEFAULT 0 NOT NULL,
	"new_doctors" integer DEFAULT 0 NOT NULL,
	"new_hospitals" integer DEFAULT 0 NOT NULL,
	"users_total" integer DEFAULT 0 NOT NULL,
	"appointments_booked" integer DEFAULT 0 NOT NULL,
	"consultations_completed" integer DEFAULT 0 NOT NULL,
	"tickets_opened" integer DEFAULT 0 NOT NULL,
	"top_ups" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_snapshots_state_check" CHECK ("analytics_snapshots"."state" = 'all' or "analytics_snapshots"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_snapshots_day_state_key" ON "analytics_snapshots" USING btree ("day","state");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_snapshots_state_day_key" ON "analytics_snapshots" USING btree ("state","day");