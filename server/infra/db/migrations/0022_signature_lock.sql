ALTER TABLE "chantier_receptions" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD COLUMN "codes_day" text;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD COLUMN "codes_today" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD COLUMN "code_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "codes_day" text;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "codes_today" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "code_locked_at" timestamp with time zone;