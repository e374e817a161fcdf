ALTER TABLE "refunds" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "asked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_processing_idx" ON "refunds" USING btree ("asked_at") WHERE status = 'processing';--> statement-breakpoint
-- Refunds written before this column were asked when they were written.
UPDATE "refunds" SET "asked_at" = "created_at";
