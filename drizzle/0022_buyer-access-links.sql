CREATE TABLE "buyer_access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"view_key_hash" text,
	"view_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_access_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_access_links_view_key_uq" ON "buyer_access_links" USING btree ("view_key_hash") WHERE "buyer_access_links"."view_key_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "buyer_access_links_expires_idx" ON "buyer_access_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree ("buyer_email");