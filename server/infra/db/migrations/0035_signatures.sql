CREATE TABLE "signature_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"signature_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"text" text NOT NULL,
	"by_id" integer,
	"by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"codes_day" text,
	"codes_today" integer DEFAULT 0 NOT NULL,
	"code_locked_at" timestamp with time zone,
	"method" text,
	"signed_at" timestamp with time zone,
	"evidence" jsonb,
	"evidence_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_journal" ADD CONSTRAINT "signature_journal_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_journal_signature_idx" ON "signature_journal" USING btree ("signature_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_document_idx" ON "signatures" USING btree ("kind","document_id");