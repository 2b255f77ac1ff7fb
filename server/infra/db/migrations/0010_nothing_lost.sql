ALTER TABLE "lead_attachments" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "lead_attachments" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_attachments" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_attachments" ADD COLUMN "upload_address" text;