CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"designation" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'pose' NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" double precision NOT NULL,
	"exemption" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'brouillon' NOT NULL,
	"devis_id" integer,
	"lead_id" integer,
	"corrected_id" integer,
	"client" jsonb NOT NULL,
	"site_address" jsonb,
	"works_period" jsonb,
	"deposit_percent" double precision,
	"deductions" jsonb,
	"certification" text,
	"certification_returned" boolean DEFAULT false NOT NULL,
	"issued_on" text,
	"issued_at" timestamp with time zone,
	"due_date" text,
	"document" jsonb,
	"sent_at" timestamp with time zone,
	"created_by_name" text DEFAULT '' NOT NULL,
	"issued_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_devis_id_devis_id_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrected_id_invoices_id_fk" FOREIGN KEY ("corrected_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_devis_idx" ON "invoices" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "invoices_corrected_idx" ON "invoices" USING btree ("corrected_id");