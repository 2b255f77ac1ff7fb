ALTER TABLE "chantier_receptions" DROP COLUMN "code_hash";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "code_expires_at";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "code_attempts";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "code_sent_at";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "code_failures";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "codes_day";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "codes_today";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "code_locked_at";--> statement-breakpoint
ALTER TABLE "chantier_receptions" DROP COLUMN "evidence";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "evidence";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "code_hash";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "code_expires_at";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "code_attempts";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "code_sent_at";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "code_failures";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "codes_day";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "codes_today";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "code_locked_at";