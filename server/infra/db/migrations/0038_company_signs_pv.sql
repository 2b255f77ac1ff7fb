ALTER TABLE "chantier_access_tokens" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD COLUMN "company_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD COLUMN "company_signed_by_id" integer;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD COLUMN "company_signed_by_name" text DEFAULT '' NOT NULL;