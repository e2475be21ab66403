ALTER TABLE "support_messages" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "requester_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_check" CHECK ("support_messages"."author_id" is not null or not "support_messages"."from_staff");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_contact_check" CHECK (("support_tickets"."requester_id" is not null and "support_tickets"."contact_name" is null and "support_tickets"."contact_email" is null and "support_tickets"."contact_phone" is null) or ("support_tickets"."requester_id" is null and "support_tickets"."contact_name" is not null and ("support_tickets"."contact_email" is not null or "support_tickets"."contact_phone" is not null)));