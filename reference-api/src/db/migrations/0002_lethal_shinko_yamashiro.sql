CREATE TABLE "known_login_addresses" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_registrations_expiry_ck" CHECK ("pending_registrations"."expires_at" > "pending_registrations"."updated_at")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "pending_registration_id" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "known_login_addresses" ADD CONSTRAINT "known_login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_login_addresses_user_idx" ON "known_login_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_phone_uq" ON "pending_registrations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_idx" ON "pending_registrations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_pending_registration_id_pending_registrations_id_fk" FOREIGN KEY ("pending_registration_id") REFERENCES "public"."pending_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_challenges_pending_idx" ON "otp_challenges" USING btree ("pending_registration_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_ck" CHECK ("otp_challenges"."purpose" in ('signup', 'login', 'reset'));--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_attempts_ck" CHECK ("otp_challenges"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_one_target_ck" CHECK ("otp_challenges"."user_id" is null or "otp_challenges"."pending_registration_id" is null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_parts_ck" CHECK ("users"."phone" = "users"."country_code" || "users"."starting_code" || "users"."number");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_amount_ck" CHECK ("users"."wallet_amount" >= 0);