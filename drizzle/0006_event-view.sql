CREATE INDEX "orders_event_buyer_name_idx" ON "orders" USING btree ("event_id",lower("buyer_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_event_buyer_email_idx" ON "orders" USING btree ("event_id","buyer_email","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_name_trgm_idx" ON "orders" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_buyer_email_trgm_idx" ON "orders" USING gin ("buyer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_event_created_idx" ON "participants" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "participants_event_name_idx" ON "participants" USING btree ("event_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "participants_event_ticket_idx" ON "participants" USING btree ("event_id","ticket_type_id","id");--> statement-breakpoint
CREATE INDEX "participants_event_amount_idx" ON "participants" USING btree ("event_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "participants_event_checkin_idx" ON "participants" USING btree ("event_id","checked_in_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "participants_name_trgm_idx" ON "participants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_email_trgm_idx" ON "participants" USING gin ("email" gin_trgm_ops);