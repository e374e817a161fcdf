CREATE TABLE "candidate_charges" (
	"order_payment_id" integer PRIMARY KEY NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_document" text NOT NULL,
	"coupon_id" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_payment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_payment_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_charges" ADD CONSTRAINT "candidate_charges_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_charges" ADD CONSTRAINT "candidate_charges_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_payment_items" ADD CONSTRAINT "candidate_payment_items_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_payment_items" ADD CONSTRAINT "candidate_payment_items_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_payment_items_uq" ON "candidate_payment_items" USING btree ("order_payment_id","participant_id");--> statement-breakpoint
CREATE INDEX "candidate_payment_items_participant_idx" ON "candidate_payment_items" USING btree ("participant_id");