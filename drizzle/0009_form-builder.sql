ALTER TABLE "form_field_options" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_fields" ADD COLUMN "retired_at" timestamp with time zone;