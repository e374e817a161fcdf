ALTER TABLE "order_payments" ADD COLUMN "gateway_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gateway_net_cents" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "money_release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gateway_status_detail" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gateway_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_payments_gateway_ref_idx" ON "order_payments" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE INDEX "order_payments_pending_idx" ON "order_payments" USING btree ("created_at") WHERE status = 'pending';