ALTER TABLE "testimonials" ADD COLUMN "published_by_id" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "published_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "refused_by_id" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "refused_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "replied_by_id" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "replied_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "created_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "sent_by_id" integer;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "sent_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "revoked_by_id" integer;--> statement-breakpoint
ALTER TABLE "devis" ADD COLUMN "revoked_by_name" text DEFAULT '' NOT NULL;