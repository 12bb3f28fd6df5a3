CREATE TABLE "referral_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_user_id" text NOT NULL,
	"referee_user_id" text NOT NULL,
	"code" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"status" text DEFAULT 'earned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	CONSTRAINT "referral_bonuses_amount_ck" CHECK ("referral_bonuses"."amount_fils" >= 0),
	CONSTRAINT "referral_bonuses_status_ck" CHECK ("referral_bonuses"."status" in ('earned', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_referee_user_id_users_id_fk" FOREIGN KEY ("referee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_bonuses_referee_uq" ON "referral_bonuses" USING btree ("referee_user_id");--> statement-breakpoint
CREATE INDEX "referral_bonuses_referrer_idx" ON "referral_bonuses" USING btree ("referrer_user_id","created_at");