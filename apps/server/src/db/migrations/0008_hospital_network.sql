CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revocation_type" text,
	"revocation_reason" text,
	CONSTRAINT "access_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "patient_hospital_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"access_code_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revocation_type" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "hospital_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_services_price_check" CHECK ("hospital_services"."price" is null or "hospital_services"."price" >= 0)
);
--> statement-breakpoint
DROP INDEX "affiliations_doctor_hospital_key";--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD COLUMN "facility_type" text;--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD COLUMN "bed_count" integer;--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "doctor_hospital_affiliations" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_hospital_id_hospital_profiles_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_used_by_patient_profiles_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."patient_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospital_accesses" ADD CONSTRAINT "patient_hospital_accesses_patient_id_patient_profiles_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospital_accesses" ADD CONSTRAINT "patient_hospital_accesses_hospital_id_hospital_profiles_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospital_accesses" ADD CONSTRAINT "patient_hospital_accesses_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospital_accesses" ADD CONSTRAINT "patient_hospital_accesses_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_services" ADD CONSTRAINT "hospital_services_hospital_id_hospital_profiles_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_hospital_idx" ON "access_codes" USING btree ("hospital_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_hospital_access_active_key" ON "patient_hospital_accesses" USING btree ("patient_id","hospital_id") WHERE "patient_hospital_accesses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "patient_hospital_access_hospital_idx" ON "patient_hospital_accesses" USING btree ("hospital_id","status","granted_at");--> statement-breakpoint
CREATE INDEX "hospital_services_hospital_idx" ON "hospital_services" USING btree ("hospital_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_live_doctor_hospital_key" ON "doctor_hospital_affiliations" USING btree ("doctor_id","hospital_id") WHERE "doctor_hospital_affiliations"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "affiliations_doctor_idx" ON "doctor_hospital_affiliations" USING btree ("doctor_id","status");