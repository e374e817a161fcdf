CREATE TABLE "coupon_ticket_types" (
	"coupon_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	CONSTRAINT "coupon_ticket_types_coupon_id_ticket_type_id_pk" PRIMARY KEY("coupon_id","ticket_type_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "limited_to_ticket_types" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_ticket_types" ADD CONSTRAINT "coupon_ticket_types_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ticket_types" ADD CONSTRAINT "coupon_ticket_types_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_ticket_types_ticket_idx" ON "coupon_ticket_types" USING btree ("ticket_type_id");