-- hand-written (decision 055). First, a reference to a lead erased before the foreign keys is
-- emptied, or its row deleted where the row means nothing without its lead (checked against the
-- old tables: once renumbered, it could name another person's lead). Then every reference to a
-- contact message follows it to its new id in "leads", after the quote requests'.
UPDATE "email_outbox" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND (("email_outbox"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "email_outbox"."lead_id")) OR ("email_outbox"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "email_outbox"."lead_id")) OR "email_outbox"."lead_type" NOT IN ('quote', 'contact') OR "email_outbox"."lead_type" IS NULL);--> statement-breakpoint
UPDATE "lead_attachments" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND (("lead_attachments"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "lead_attachments"."lead_id")) OR ("lead_attachments"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "lead_attachments"."lead_id")) OR "lead_attachments"."lead_type" NOT IN ('quote', 'contact') OR "lead_attachments"."lead_type" IS NULL);--> statement-breakpoint
UPDATE "devis" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND (("devis"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "devis"."lead_id")) OR ("devis"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "devis"."lead_id")) OR "devis"."lead_type" NOT IN ('quote', 'contact') OR "devis"."lead_type" IS NULL);--> statement-breakpoint
UPDATE "chantiers" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND (("chantiers"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "chantiers"."lead_id")) OR ("chantiers"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "chantiers"."lead_id")) OR "chantiers"."lead_type" NOT IN ('quote', 'contact') OR "chantiers"."lead_type" IS NULL);--> statement-breakpoint
UPDATE "testimonials" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND (("testimonials"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "testimonials"."lead_id")) OR ("testimonials"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "testimonials"."lead_id")) OR "testimonials"."lead_type" NOT IN ('quote', 'contact') OR "testimonials"."lead_type" IS NULL);--> statement-breakpoint
DELETE FROM "lead_events" WHERE (("lead_events"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "lead_events"."lead_id")) OR ("lead_events"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "lead_events"."lead_id")) OR "lead_events"."lead_type" NOT IN ('quote', 'contact') OR "lead_events"."lead_type" IS NULL);--> statement-breakpoint
DELETE FROM "lead_alerts" WHERE (("lead_alerts"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "lead_alerts"."lead_id")) OR ("lead_alerts"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "lead_alerts"."lead_id")) OR "lead_alerts"."lead_type" NOT IN ('quote', 'contact') OR "lead_alerts"."lead_type" IS NULL);--> statement-breakpoint
DELETE FROM "review_invitations" WHERE (("review_invitations"."lead_type" = 'quote' AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "review_invitations"."lead_id")) OR ("review_invitations"."lead_type" = 'contact' AND NOT EXISTS (SELECT 1 FROM "contact_messages" c WHERE c."id" = "review_invitations"."lead_id")) OR "review_invitations"."lead_type" NOT IN ('quote', 'contact') OR "review_invitations"."lead_type" IS NULL);--> statement-breakpoint
DELETE FROM "visits" WHERE NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "visits"."lead_id");--> statement-breakpoint
DELETE FROM "visit_links" WHERE NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."id" = "visit_links"."lead_id");--> statement-breakpoint
UPDATE "email_outbox" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "lead_attachments" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "lead_events" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "lead_alerts" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "review_invitations" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "devis" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "chantiers" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
UPDATE "testimonials" SET "lead_id" = "lead_id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests") WHERE "lead_type" = 'contact';--> statement-breakpoint
-- generated by drizzle-kit:
DROP TABLE "contact_messages" CASCADE;--> statement-breakpoint
DROP TABLE "quote_requests" CASCADE;--> statement-breakpoint
DROP INDEX "lead_alerts_lead_idx";--> statement-breakpoint
DROP INDEX "chantiers_lead_idx";--> statement-breakpoint
DROP INDEX "devis_lead_idx";--> statement-breakpoint
DROP INDEX "lead_attachments_lead_idx";--> statement-breakpoint
DROP INDEX "lead_events_lead_idx";--> statement-breakpoint
DROP INDEX "email_outbox_lead_idx";--> statement-breakpoint
DROP INDEX "review_invitations_lead_idx";--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantiers" ADD CONSTRAINT "chantiers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis" ADD CONSTRAINT "devis_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_attachments" ADD CONSTRAINT "lead_attachments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_alerts_lead_idx" ON "lead_alerts" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "chantiers_lead_idx" ON "chantiers" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "devis_lead_idx" ON "devis" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_attachments_lead_idx" ON "lead_attachments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "email_outbox_lead_idx" ON "email_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "review_invitations_lead_idx" ON "review_invitations" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "lead_alerts" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "chantiers" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "devis" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "lead_attachments" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "lead_events" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "review_invitations" DROP COLUMN "lead_type";--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "lead_type";
