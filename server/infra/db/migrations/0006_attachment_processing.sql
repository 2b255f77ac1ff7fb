ALTER TABLE "lead_attachments" ADD COLUMN "state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_attachments_state_idx" ON "lead_attachments" USING btree ("state");