-- The voucher's short door code (ADR 0436): 8 characters of the order code's alphabet
-- (domain/order-code.ts CODE_ALPHABET, 29^8 ≈ 5·10^11 values) drawn from gen_random_uuid()'s random
-- bytes, so unguessable within an event; a trigger redraws the rare clash within the event, and the
-- unique index is the last word.
CREATE OR REPLACE FUNCTION catraca_door_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTWXYZ', get_byte(r.b, i.n) % 29 + 1, 1), '' ORDER BY i.n)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11]) AS i(n)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION participants_unique_door_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WHILE EXISTS (
    SELECT 1 FROM participants WHERE event_id = NEW.event_id AND door_code = NEW.door_code AND id <> NEW.id
  ) LOOP
    NEW.door_code := catraca_door_code();
  END LOOP;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"organiser_id" integer,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "door_code" text DEFAULT catraca_door_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_participant_day_uq" ON "check_ins" USING btree ("participant_id","day");--> statement-breakpoint
CREATE INDEX "check_ins_event_day_idx" ON "check_ins" USING btree ("event_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_door_code_uq" ON "participants" USING btree ("event_id","door_code");--> statement-breakpoint
CREATE TRIGGER participants_door_code_unique BEFORE INSERT OR UPDATE OF event_id, door_code ON participants
  FOR EACH ROW EXECUTE FUNCTION participants_unique_door_code();
--> statement-breakpoint
-- Presence recorded before per-day check-in becomes the arrival of its own day (Brazil's clock, ADR 0003).
INSERT INTO check_ins (participant_id, event_id, day, checked_in_at)
  SELECT id, event_id, ((checked_in_at AT TIME ZONE 'UTC') - interval '3 hours')::date, checked_in_at
  FROM participants WHERE checked_in_at IS NOT NULL;
