CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"participant_ids" jsonb NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"gateway_reference" text,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "participant_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"organiser_id" integer,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "participant_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "withdrawal_limit_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code" text;--> statement-breakpoint
-- The short order code of src/domain/order-code.ts (FNV-1a of the hash, 6 characters of a
-- 29-letter alphabet) for the orders written before the column existed (ADR 0410). New orders get
-- it from the writer; orders-code.integration-test.ts proves both give the same code.
CREATE FUNCTION catraca_tmp_fnv1a(input text, seed bigint) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  h bigint := 2166136261 # seed;
  i int;
BEGIN
  FOR i IN 1..length(input) LOOP
    h := h # ascii(substr(input, i, 1));
    h := (h * 16777619) % 4294967296;
  END LOOP;
  RETURN h;
END $$;--> statement-breakpoint
CREATE FUNCTION catraca_tmp_order_code(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet text := '23456789ABCDEFGHJKMNPQRSTWXYZ';
  v numeric := catraca_tmp_fnv1a(input, 0)::numeric * 4294967296 + catraca_tmp_fnv1a(input, 2654435769);
  out text := '';
  i int;
BEGIN
  FOR i IN 1..6 LOOP
    out := out || substr(alphabet, (mod(v, 29))::int + 1, 1);
    v := div(v, 29);
  END LOOP;
  RETURN substr(out, 1, 3) || '-' || substr(out, 4, 3);
END $$;--> statement-breakpoint
UPDATE "orders" SET "code" = catraca_tmp_order_code("hash");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
DROP FUNCTION catraca_tmp_order_code(text);--> statement-breakpoint
DROP FUNCTION catraca_tmp_fnv1a(text, bigint);--> statement-breakpoint
-- Whose e-mail each outbox row is (ADR 0414), from what the order e-mails already recorded.
UPDATE "email_outbox" SET "order_id" = ("attachments"->>'vouchersForOrderId')::int
  WHERE "attachments" ? 'vouchersForOrderId';--> statement-breakpoint
UPDATE "email_outbox" e SET "order_id" = op."order_id" FROM "order_payments" op
  WHERE e."order_id" IS NULL AND e."dedupe_key" = 'payment:' || op."id" || ':confirmation';--> statement-breakpoint
UPDATE "email_outbox" SET "participant_id" = split_part("dedupe_key", ':', 2)::int
  WHERE "dedupe_key" ~ '^participant:[0-9]+:ticket$';--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_history" ADD CONSTRAINT "participant_history_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_history" ADD CONSTRAINT "participant_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_history" ADD CONSTRAINT "participant_history_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("order_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_event_idx" ON "refunds" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "participant_history_participant_idx" ON "participant_history" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id") WHERE "email_outbox"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_participant_idx" ON "email_outbox" USING btree ("participant_id") WHERE "email_outbox"."participant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_event_code_idx" ON "orders" USING btree ("event_id","code");--> statement-breakpoint
CREATE INDEX "participants_event_phone_digits_idx" ON "participants" USING btree ("event_id",regexp_replace("phone", '\D', '', 'g'));--> statement-breakpoint
CREATE INDEX "participants_event_cpf_digits_idx" ON "participants" USING btree ("event_id",regexp_replace("cpf", '\D', '', 'g'));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refunded_range" CHECK ("order_payments"."refunded_cents" >= 0 AND "order_payments"."refunded_cents" <= "order_payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_refunded_range" CHECK ("participants"."refunded_cents" >= 0 AND "participants"."refunded_cents" <= "participants"."amount_cents");