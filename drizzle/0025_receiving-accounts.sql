CREATE TABLE "receiving_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_') NOT NULL,
	"organisation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"holder_document" text NOT NULL,
	"public_settings" jsonb NOT NULL,
	"secrets_ciphertext" text NOT NULL,
	"secret_hints" jsonb NOT NULL,
	"webhook_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_accounts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "receiving_accounts_organisation_id_unique" UNIQUE("organisation_id"),
	CONSTRAINT "receiving_accounts_webhook_token_hash_unique" UNIQUE("webhook_token_hash"),
	CONSTRAINT "receiving_accounts_provider_known" CHECK ("receiving_accounts"."provider" IN ('mercadopago', 'pix-api'))
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "receiving_account_id" integer;--> statement-breakpoint
ALTER TABLE "receiving_accounts" ADD CONSTRAINT "receiving_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;