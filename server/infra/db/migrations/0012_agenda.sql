CREATE TABLE "lead_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"uid" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"booked_by" text DEFAULT 'visitor' NOT NULL,
	"previous_status" text DEFAULT 'nouveau' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "ics" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_alerts_lead_idx" ON "lead_alerts" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_links_token_idx" ON "visit_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visit_links_lead_idx" ON "visit_links" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_per_slot_idx" ON "visits" USING btree ("starts_at") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "visits_lead_idx" ON "visits" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "visits_starts_idx" ON "visits" USING btree ("starts_at");--> statement-breakpoint
-- hand-written (keep on regeneration)
ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "blocked_until") WITH &&) WHERE (status = 'booked');
