CREATE TABLE "late_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"status" text DEFAULT 'refund_pending' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_payments_order_payment_id_unique" UNIQUE("order_payment_id")
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "public_id" text DEFAULT translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "late_payments" ADD CONSTRAINT "late_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_payments" ADD CONSTRAINT "late_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_payments" ADD CONSTRAINT "late_payments_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_payments_event_status_idx" ON "late_payments" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "participants_order_payment_idx" ON "participants" USING btree ("order_payment_id");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_public_id_unique" UNIQUE("public_id");