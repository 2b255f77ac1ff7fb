CREATE TABLE "chantier_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	"revoked_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantier_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"devis_id" integer,
	"storage_id" text,
	"file" text,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"visible_to_client" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantier_members" (
	"chantier_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by_id" integer,
	"assigned_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chantier_members_chantier_id_user_id_pk" PRIMARY KEY("chantier_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chantier_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantier_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantier_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"storage_id" text NOT NULL,
	"file" text NOT NULL,
	"thumb" text,
	"width" integer,
	"height" integer,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"visible_to_client" boolean DEFAULT false NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by_id" integer,
	"taken_by_name" text DEFAULT '' NOT NULL,
	"client_key" text,
	"pair_id" integer,
	"pair_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantier_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"step" text NOT NULL,
	"position" integer NOT NULL,
	"planned_start" text,
	"planned_end" text,
	"done_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantier_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"chantier_id" integer NOT NULL,
	"access_token_id" integer,
	"user_agent" text DEFAULT '' NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chantiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_type" text,
	"lead_id" integer,
	"devis_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'a_venir' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"commune" text DEFAULT '' NOT NULL,
	"publish_consent_at" timestamp with time zone,
	"created_by_id" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"updated_by_id" integer,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chantier_access_tokens" ADD CONSTRAINT "chantier_access_tokens_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_documents" ADD CONSTRAINT "chantier_documents_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_members" ADD CONSTRAINT "chantier_members_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_members" ADD CONSTRAINT "chantier_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_messages" ADD CONSTRAINT "chantier_messages_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_notes" ADD CONSTRAINT "chantier_notes_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_photos" ADD CONSTRAINT "chantier_photos_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_steps" ADD CONSTRAINT "chantier_steps_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chantier_views" ADD CONSTRAINT "chantier_views_chantier_id_chantiers_id_fk" FOREIGN KEY ("chantier_id") REFERENCES "public"."chantiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chantier_access_tokens_hash_idx" ON "chantier_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "chantier_access_tokens_chantier_idx" ON "chantier_access_tokens" USING btree ("chantier_id");--> statement-breakpoint
CREATE INDEX "chantier_documents_chantier_idx" ON "chantier_documents" USING btree ("chantier_id");--> statement-breakpoint
CREATE INDEX "chantier_members_user_idx" ON "chantier_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chantier_messages_chantier_idx" ON "chantier_messages" USING btree ("chantier_id");--> statement-breakpoint
CREATE INDEX "chantier_notes_chantier_idx" ON "chantier_notes" USING btree ("chantier_id");--> statement-breakpoint
CREATE INDEX "chantier_photos_chantier_idx" ON "chantier_photos" USING btree ("chantier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chantier_photos_client_key_idx" ON "chantier_photos" USING btree ("chantier_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chantier_steps_step_idx" ON "chantier_steps" USING btree ("chantier_id","step");--> statement-breakpoint
CREATE INDEX "chantier_views_chantier_idx" ON "chantier_views" USING btree ("chantier_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chantiers_devis_idx" ON "chantiers" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "chantiers_lead_idx" ON "chantiers" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE INDEX "chantiers_status_idx" ON "chantiers" USING btree ("status");