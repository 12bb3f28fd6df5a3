CREATE TABLE "additional_training_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"fee_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"tax_fils" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fee_id" text,
	"offered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "additional_training_offers_fee_id_unique" UNIQUE("fee_id"),
	CONSTRAINT "additional_training_offers_amount_ck" CHECK ("additional_training_offers"."price_fils" > 0 and "additional_training_offers"."tax_fils" >= 0 and "additional_training_offers"."quantity" between 1 and 50),
	CONSTRAINT "additional_training_offers_state_ck" CHECK (("additional_training_offers"."status" = 'pending' and "additional_training_offers"."fee_id" is null and "additional_training_offers"."decided_at" is null) or ("additional_training_offers"."status" = 'approved' and "additional_training_offers"."fee_id" is not null and "additional_training_offers"."decided_at" is not null) or ("additional_training_offers"."status" = 'rejected' and "additional_training_offers"."fee_id" is null and "additional_training_offers"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "noc_approvals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sponsor_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "noc_approvals_state_ck" CHECK (("noc_approvals"."status" = 'pending' and "noc_approvals"."approved_at" is null) or ("noc_approvals"."status" = 'approved' and "noc_approvals"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "additional_training_offers" ADD CONSTRAINT "additional_training_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_training_offers" ADD CONSTRAINT "additional_training_offers_fee_code_fee_codes_code_fk" FOREIGN KEY ("fee_code") REFERENCES "public"."fee_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_training_offers" ADD CONSTRAINT "additional_training_offers_fee_id_additional_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."additional_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_training_offers" ADD CONSTRAINT "additional_training_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noc_approvals" ADD CONSTRAINT "noc_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noc_approvals" ADD CONSTRAINT "noc_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_training_offers_user_idx" ON "additional_training_offers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_training_offers_pending_uq" ON "additional_training_offers" USING btree ("user_id") WHERE "additional_training_offers"."status" = 'pending';--> statement-breakpoint
-- Written by hand: drizzle-kit generates no triggers. A learner decides an additional training offer
-- once: the row leaves 'pending' in one update and is never changed again (a second decision, even one
-- racing the first, finds no pending row; an update by any other path is refused here).
CREATE OR REPLACE FUNCTION additional_training_offers_decide_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'additional training offer % is already decided', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER additional_training_offers_decide_once BEFORE UPDATE ON additional_training_offers FOR EACH ROW EXECUTE FUNCTION additional_training_offers_decide_once();
