CREATE TABLE "media_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" text NOT NULL,
	"kind" text DEFAULT 'variants' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
CREATE INDEX "media_jobs_due_idx" ON "media_jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "media_jobs_media_idx" ON "media_jobs" USING btree ("media_id");