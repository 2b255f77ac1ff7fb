ALTER TABLE "invoices" ADD COLUMN "pdf" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "xml" text;