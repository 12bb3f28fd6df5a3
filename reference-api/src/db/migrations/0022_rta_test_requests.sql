CREATE TABLE "rta_test_request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rta_test_request_comments_role_ck" CHECK ("rta_test_request_comments"."author_role" in ('student', 'centre')),
	CONSTRAINT "rta_test_request_comments_message_ck" CHECK (length("rta_test_request_comments"."message") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "rta_test_request_dates" (
	"request_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rta_test_request_dates_pk" PRIMARY KEY("request_id","day"),
	CONSTRAINT "rta_test_request_dates_position_ck" CHECK ("rta_test_request_dates"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "rta_test_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chosen_date" date,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "rta_test_requests_type_ck" CHECK ("rta_test_requests"."test_type" in ('theory', 'parking', 'assessment', 'road')),
	CONSTRAINT "rta_test_requests_state_ck" CHECK (("rta_test_requests"."status" = 'pending' and "rta_test_requests"."answered_at" is null and "rta_test_requests"."chosen_date" is null and "rta_test_requests"."decline_reason" is null)
        or ("rta_test_requests"."status" = 'scheduled' and "rta_test_requests"."answered_at" is not null and "rta_test_requests"."chosen_date" is not null and "rta_test_requests"."decline_reason" is null)
        or ("rta_test_requests"."status" = 'declined' and "rta_test_requests"."answered_at" is not null and "rta_test_requests"."chosen_date" is null and length("rta_test_requests"."decline_reason") between 1 and 500)),
	CONSTRAINT "rta_test_requests_note_ck" CHECK ("rta_test_requests"."note" is null or length("rta_test_requests"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "rta_test_request_comments" ADD CONSTRAINT "rta_test_request_comments_request_id_rta_test_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rta_test_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rta_test_request_comments" ADD CONSTRAINT "rta_test_request_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rta_test_request_dates" ADD CONSTRAINT "rta_test_request_dates_request_id_rta_test_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rta_test_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rta_test_requests" ADD CONSTRAINT "rta_test_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rta_test_requests" ADD CONSTRAINT "rta_test_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rta_test_requests" ADD CONSTRAINT "rta_test_requests_chosen_fk" FOREIGN KEY ("id","chosen_date") REFERENCES "public"."rta_test_request_dates"("request_id","day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rta_test_request_comments_request_idx" ON "rta_test_request_comments" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rta_test_request_dates_position_uq" ON "rta_test_request_dates" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "rta_test_requests_user_idx" ON "rta_test_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rta_test_requests_pending_idx" ON "rta_test_requests" USING btree ("created_at") WHERE "rta_test_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "rta_test_requests_open_uq" ON "rta_test_requests" USING btree ("user_id","test_type") WHERE "rta_test_requests"."status" = 'pending';--> statement-breakpoint
-- Written by hand: drizzle-kit generates no triggers. The centre answers a request once: a row leaves
-- 'pending' in one update and is never changed again (a second answer, even one racing the first,
-- finds no pending row; an update by any other path is refused here).
CREATE OR REPLACE FUNCTION rta_test_requests_answer_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'rta test request % is already answered', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rta_test_requests_answer_once BEFORE UPDATE ON rta_test_requests FOR EACH ROW EXECUTE FUNCTION rta_test_requests_answer_once();
