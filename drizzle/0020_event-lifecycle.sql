ALTER TABLE "event_settings" ALTER COLUMN "max_installments" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "ticket_type_ids" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "preview_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sales_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_site" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_preview_token_unique" UNIQUE("preview_token");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_known" CHECK (status IN ('draft', 'published', 'sales_closed', 'cancelled'));--> statement-breakpoint
-- Events from before the lifecycle were public and selling since their creation (ADR 0400), and
-- their organiser's account e-mail is the contact buyers are told to write to (ADR 0402).
UPDATE "events" SET "published_at" = "created_at" WHERE "status" = 'published' AND "published_at" IS NULL;--> statement-breakpoint
UPDATE "events" e SET "contact_email" = o."email" FROM "organisers" o WHERE o."id" = e."organiser_id" AND e."contact_email" IS NULL;
