CREATE TABLE "devis" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"root_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"status" text DEFAULT 'brouillon' NOT NULL,
	"lead_type" text,
	"lead_id" integer,
	"client" jsonb NOT NULL,
	"site_address" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'distance' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"deposit_percent" integer DEFAULT 0 NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"lead_time" text DEFAULT '' NOT NULL,
	"token" text,
	"sent_at" timestamp with time zone,
	"valid_until" text,
	"pdf" text,
	"pdf_sha256" text,
	"signed_pdf" text,
	"evidence" jsonb,
	"accepted_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"deposit_requested_at" timestamp with time zone,
	"express_start" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devis_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devis_ouvrages" (
	"id" serial PRIMARY KEY NOT NULL,
	"designation" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "devis_number_idx" ON "devis" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "devis_token_idx" ON "devis" USING btree ("token");--> statement-breakpoint
CREATE INDEX "devis_status_idx" ON "devis" USING btree ("status");--> statement-breakpoint
CREATE INDEX "devis_lead_idx" ON "devis" USING btree ("lead_type","lead_id");