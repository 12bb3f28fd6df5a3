-- Written by hand: drizzle-kit generates neither extensions nor EXCLUDE constraints.
-- btree_gist lets a gist index compare text with `=`, so one constraint can say "this resource, these
-- times". It is database-wide and lives in public (where PostgreSQL looks up default operator classes
-- whatever the search_path, so a private test schema finds it too). Migrations run under one advisory
-- lock, and a CREATE EXTENSION racing another process's (which can fail on pg_extension's unique key)
-- is tolerated: the other one made it.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;
EXCEPTION
  WHEN unique_violation OR duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
-- No instructor, vehicle or device is ever in two sessions at once, whatever the kinds.
ALTER TABLE "schedule_holds" ADD CONSTRAINT "schedule_holds_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, "during" WITH &&);
--> statement-breakpoint
-- A learner is never in two SCHEDULED sessions at once.
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_learner_no_overlap" EXCLUDE USING gist ("user_id" WITH =, "during" WITH &&) WHERE ("status" = 'SCHEDULED');
