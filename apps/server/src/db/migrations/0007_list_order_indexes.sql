DROP INDEX "appointments_open_slots_idx";--> statement-breakpoint
CREATE INDEX "appointments_time_idx" ON "appointments" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "appointments_open_slots_idx" ON "appointments" USING btree ("scheduled_at","id") WHERE "appointments"."patient_id" is null and "appointments"."status" = 'scheduled';