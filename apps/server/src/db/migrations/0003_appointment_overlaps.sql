-- No doctor and no patient holds two active appointments whose times overlap.
-- Enforced by the database, so two concurrent bookings cannot both succeed.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('pending', 'scheduled', 'in_progress'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('pending', 'scheduled', 'in_progress') AND "patient_id" IS NOT NULL);
