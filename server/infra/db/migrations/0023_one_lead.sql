CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'nouveau' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"visit_at" timestamp with time zone,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"budget" text DEFAULT '' NOT NULL,
	"timeline" text DEFAULT '' NOT NULL,
	"dimensions" text DEFAULT '' NOT NULL,
	"visit_request" boolean DEFAULT false NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"rgpd_consent" boolean,
	"submission_key" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('quote', 'contact'))
);
--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_submission_key_idx" ON "leads" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "leads_inbox_idx" ON "leads" USING btree ("is_spam","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_inbox_idx" ON "leads" USING btree ("kind","is_spam","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_unread_idx" ON "leads" USING btree ("id") WHERE read_at is null and not is_spam;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"),"created_at");--> statement-breakpoint
-- hand-written (decision 055): one lead. Quote requests keep their ids; contact messages follow them.
INSERT INTO "leads" ("id", "kind", "status", "notes", "read_at", "visit_at", "is_spam", "spam_reason", "created_at", "updated_at",
  "first_name", "last_name", "email", "phone", "address", "project_type", "message", "budget", "timeline", "dimensions",
  "visit_request", "newsletter_consent", "rgpd_consent", "submission_key")
SELECT "id", 'quote', "status", "notes", "read_at", "visit_at", "is_spam", "spam_reason", "created_at", "updated_at",
  "first_name", "last_name", "email", "phone", "address", "project_type", "project_description", "budget", "timeline", "dimensions",
  "visit_request", "newsletter_consent", "rgpd_consent", "submission_key"
FROM "quote_requests";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "status", "notes", "read_at", "visit_at", "is_spam", "spam_reason", "created_at", "updated_at",
  "first_name", "last_name", "email", "phone", "project_type", "message")
SELECT "id" + (SELECT coalesce(max("id"), 0) FROM "quote_requests"), 'contact', "status", "notes", "read_at", "visit_at", "is_spam", "spam_reason", "created_at", "updated_at",
  "prenom", "nom", "email", "telephone", "projet", "message"
FROM "contact_messages";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('leads', 'id'), coalesce((SELECT max("id") FROM "leads"), 0) + 1, false);
