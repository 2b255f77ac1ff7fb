CREATE TABLE "invoice_reminder_pauses" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"paused_by_name" text DEFAULT '' NOT NULL,
	"paused_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"step" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_on" text NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"ladder" jsonb NOT NULL,
	"accounts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_reminder_pauses" ADD CONSTRAINT "invoice_reminder_pauses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_step_idx" ON "invoice_reminders" USING btree ("invoice_id","step");