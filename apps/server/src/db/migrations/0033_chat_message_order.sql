ALTER TABLE "chat_messages" ADD COLUMN "stream" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" integer;--> statement-breakpoint
CREATE INDEX "chat_messages_stream_idx" ON "chat_messages" USING btree ("stream","seq") WHERE "chat_messages"."stream" is not null;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sequence_check" CHECK (("chat_messages"."stream" is null) = ("chat_messages"."seq" is null) and ("chat_messages"."seq" is null or "chat_messages"."seq" > 0));