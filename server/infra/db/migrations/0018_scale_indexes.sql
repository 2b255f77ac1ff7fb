CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("is_spam","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("id") WHERE read_at is null and not is_spam;--> statement-breakpoint
CREATE INDEX "quote_requests_inbox_idx" ON "quote_requests" USING btree ("is_spam","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_unread_idx" ON "quote_requests" USING btree ("id") WHERE read_at is null and not is_spam;