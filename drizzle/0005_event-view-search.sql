-- pg_trgm: case-insensitive substring search (ILIKE '%term%') on participant and buyer names and
-- e-mails through GIN trigram indexes (docs/decisions/0093-list-search-and-indexes.md). PGlite
-- loads the extension from @electric-sql/pglite/contrib/pg_trgm (src/server/db/client.ts); on
-- PostgreSQL it ships with the server's contrib modules and is a trusted extension (PG 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint

-- The participants list's status filter and sort, (event_id, status, id), carrying checked_in_at so
-- the Participantes cards (counts by status and presence) read the index alone. drizzle-kit cannot
-- write INCLUDE, hence here rather than in schema.ts.
CREATE INDEX IF NOT EXISTS "participants_event_status_idx" ON "participants" USING btree ("event_id", "status", "id") INCLUDE ("checked_in_at");
