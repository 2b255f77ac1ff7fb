ALTER TABLE "quote_requests" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_submission_key_idx" ON "quote_requests" USING btree ("submission_key");