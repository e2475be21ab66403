CREATE TABLE "call_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"status" text NOT NULL,
	"content_type" text,
	"storage_key" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "call_recordings_file_check" CHECK (("call_recordings"."chunks" = 0) = ("call_recordings"."storage_key" is null) and ("call_recordings"."storage_key" is null) = ("call_recordings"."content_type" is null)),
	CONSTRAINT "call_recordings_ready_check" CHECK (("call_recordings"."status" = 'ready') = ("call_recordings"."ready_at" is not null) and ("call_recordings"."status" <> 'ready' or "call_recordings"."chunks" > 0))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "doctor_recording_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "patient_recording_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_doctor_id_doctor_profiles_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_patient_id_patient_profiles_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_recordings_call_idx" ON "call_recordings" USING btree ("call_id","id");--> statement-breakpoint
CREATE INDEX "call_recordings_doctor_idx" ON "call_recordings" USING btree ("doctor_id","id");--> statement-breakpoint
CREATE INDEX "call_recordings_patient_idx" ON "call_recordings" USING btree ("patient_id","id");