ALTER TABLE "devis" ADD COLUMN "premises" text DEFAULT 'logement-ancien' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;