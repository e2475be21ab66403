ALTER TABLE "users" ADD COLUMN "verified_name" text;--> statement-breakpoint
-- Doctors and hospitals already approved (active, or deactivated from active) are held to the name they bear now.
UPDATE "users" AS u SET "verified_name" = CASE
    WHEN u."user_type" = 'hospital' AND h."hospital_name" IS NOT NULL THEN h."hospital_name"
    ELSE u."first_name" || ' ' || u."last_name"
  END
FROM "users" AS x LEFT JOIN "hospital_profiles" AS h ON h."user_id" = x."id"
WHERE x."id" = u."id"
  AND u."user_type" IN ('doctor', 'hospital')
  AND (u."account_status" = 'active' OR (u."account_status" = 'inactive' AND u."status_before_deactivation" = 'active'));
