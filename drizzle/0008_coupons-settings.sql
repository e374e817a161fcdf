DROP INDEX "coupons_event_code_uq";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_event_code_norm_uq" ON "coupons" USING btree ("event_id",upper(btrim("code"))) WHERE "coupons"."deleted_at" IS NULL;