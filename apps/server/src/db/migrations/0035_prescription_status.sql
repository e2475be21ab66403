ALTER TABLE "medical_records" ADD COLUMN "prescription_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "verification_code" text;--> statement-breakpoint
-- Records written before: a code each, 80 random bits as 20 hex characters, like new ones.
UPDATE "medical_records" SET "verification_code" = upper(substr(md5(gen_random_uuid()::text), 1, 20));--> statement-breakpoint
ALTER TABLE "medical_records" ALTER COLUMN "verification_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_status_changed_by_doctor_profiles_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."doctor_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_replaces_id_medical_records_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."medical_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_records_replaces_unique" ON "medical_records" USING btree ("replaces_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_records_verification_code_unique" ON "medical_records" USING btree ("verification_code");--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_prescription_status_check" CHECK ("medical_records"."prescription_status" in ('active', 'stopped', 'completed', 'replaced'));