CREATE TABLE "candidate_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"created_by" integer,
	"seed" text NOT NULL,
	"seed_source" text NOT NULL,
	"list_hash" text NOT NULL,
	"eligible_ids" jsonb NOT NULL,
	"ranking" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"selected_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_draws_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "draw_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_draws" ADD CONSTRAINT "candidate_draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_draws" ADD CONSTRAINT "candidate_draws_created_by_organisers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_draws_event_idx" ON "candidate_draws" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_draw_id_candidate_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."candidate_draws"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_event_created_idx" ON "candidates" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_selected_deadline_idx" ON "candidates" USING btree ("payment_deadline") WHERE "candidates"."status" = 'selecionado';