DROP INDEX "devis_token_idx";--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "link_tokens" text;--> statement-breakpoint
-- The links already sent keep working: found by their SHA-256 from now on. The clear tokens are sealed
-- with the data key and emptied at the start (devis.sealLegacyTokens), which SQL cannot do.
UPDATE "devis" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "devis_token_hash_idx" ON "devis" USING btree ("token_hash");
