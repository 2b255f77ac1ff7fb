ALTER TABLE "invoices" ADD COLUMN "access_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "access_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_access_idx" ON "invoices" USING btree ("access_hash");