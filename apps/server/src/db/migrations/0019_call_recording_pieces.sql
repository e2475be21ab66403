CREATE TABLE "call_recording_pieces" (
	"recording_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "call_recording_pieces_recording_id_sequence_pk" PRIMARY KEY("recording_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "call_recording_pieces" ADD CONSTRAINT "call_recording_pieces_recording_id_call_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."call_recordings"("id") ON DELETE cascade ON UPDATE no action;