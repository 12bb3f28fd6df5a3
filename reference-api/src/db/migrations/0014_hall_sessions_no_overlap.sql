-- Written by hand: drizzle-kit does not generate EXCLUDE constraints (btree_gist comes from 0010).
-- A hall holds one session at a time, so the seats of one room and time live in one counter: a start
-- nudged by a few milliseconds (issue 21 #4) or by whole minutes can never open a second, fresh count.
ALTER TABLE "hall_sessions" ADD CONSTRAINT "hall_sessions_no_overlap" EXCLUDE USING gist ("hall_id" WITH =, "during" WITH &&);
