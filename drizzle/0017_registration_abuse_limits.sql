ALTER TABLE "event_settings" ADD COLUMN "max_participants_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "pix_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "orders_event_pending_idx" ON "orders" USING btree ("event_id") WHERE "orders"."status" = 'pending';