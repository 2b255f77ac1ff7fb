CREATE TABLE "chantier_receptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"status" text DEFAULT 'a_signer' NOT NULL,
	"reservations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_date" text NOT NULL,
	"pdf" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"evidence" jsonb,
	"signed_pdf" text,
	"signed_at" timestamp with time zone,
	"document_id" integer,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "before_after" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chantier_receptions" ADD CONSTRAINT "chantier_receptions_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chantier_receptions_chantier_idx" ON "chantier_receptions" USING btree ("chantier_id");