-- Written by hand: drizzle-kit generates no triggers. A ledger entry is never changed: a correction is
-- a new 'adjustment' entry. It goes only with its learner (the users foreign key cascades; by then the
-- learner's row is gone, so the cascade passes and nothing else does).
CREATE OR REPLACE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RAISE EXCEPTION 'ledger entries are immutable' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
