ALTER TABLE "medical_records" ADD COLUMN "prescriber_name" text;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "prescriber_license" text;--> statement-breakpoint
-- Prescriptions issued before: the prescriber as approved (the name an admin approved, else the name now) and the licence now.
UPDATE "medical_records" AS mr SET
  "prescriber_name" = 'Dr. ' || coalesce(u."verified_name", u."first_name" || ' ' || u."last_name"),
  "prescriber_license" = dp."license_number"
FROM "doctor_profiles" AS dp JOIN "users" AS u ON u."id" = dp."user_id"
WHERE dp."id" = mr."doctor_id" AND mr."record_type" = 'prescription';
