CREATE TABLE "bank_csv_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_csv_mappings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"csv_mapping" text,
	"account" text,
	"imported_by" text NOT NULL,
	"transactions" integer NOT NULL,
	"imported" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"matched" integer NOT NULL,
	"to_confirm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"booking_date" text NOT NULL,
	"value_date" text,
	"amount_cents" integer NOT NULL,
	"label" text NOT NULL,
	"remittance" text DEFAULT '' NOT NULL,
	"structured_reference" text,
	"bank_ref" text,
	"counterparty_name" text,
	"status" text NOT NULL,
	"rule" text,
	"reason" text DEFAULT '' NOT NULL,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposal" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_operations" ADD CONSTRAINT "bank_operations_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_operations_dedupe_key" ON "bank_operations" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_operations_status" ON "bank_operations" USING btree ("status");