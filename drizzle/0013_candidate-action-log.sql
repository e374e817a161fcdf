CREATE TABLE "candidate_action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"notified" boolean NOT NULL,
	"batch_size" integer NOT NULL,
	"selection_method" text,
	"draw_id" integer
);
--> statement-breakpoint
ALTER TABLE "candidate_action_log" ADD CONSTRAINT "candidate_action_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_action_log" ADD CONSTRAINT "candidate_action_log_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_action_log" ADD CONSTRAINT "candidate_action_log_actor_id_organisers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_action_log" ADD CONSTRAINT "candidate_action_log_draw_id_candidate_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."candidate_draws"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_action_log_candidate_idx" ON "candidate_action_log" USING btree ("candidate_id","id");--> statement-breakpoint
CREATE INDEX "candidate_action_log_event_idx" ON "candidate_action_log" USING btree ("event_id","id");