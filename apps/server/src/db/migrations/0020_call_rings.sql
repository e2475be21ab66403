CREATE TABLE "call_rings" (
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rung_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_rings_appointment_id_user_id_pk" PRIMARY KEY("appointment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "call_rings" ADD CONSTRAINT "call_rings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rings" ADD CONSTRAINT "call_rings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;