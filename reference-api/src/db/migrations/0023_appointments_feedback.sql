CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_phone_ck" CHECK ("appointments"."phone" ~ '^971(50|52|54|55|56|58)[0-9]{7}$'),
	CONSTRAINT "appointments_range_ck" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "customer_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"message" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_feedback_rating_ck" CHECK ("customer_feedback"."rating" between 1 and 5),
	CONSTRAINT "customer_feedback_phone_ck" CHECK ("customer_feedback"."phone" ~ '^971(50|52|54|55|56|58)[0-9]{7}$')
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_uq" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_phone_idx" ON "appointments" USING btree ("phone","starts_at");--> statement-breakpoint
CREATE INDEX "customer_feedback_created_idx" ON "customer_feedback" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_cancelled_ck" CHECK ("referral_codes"."cancelled_at" is null or not "referral_codes"."is_active");