CREATE TABLE "course_types" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_lump_sum_course" boolean DEFAULT false NOT NULL,
	"is_vip_course" boolean DEFAULT false NOT NULL,
	"vip_hours" integer,
	"week_sequences" jsonb NOT NULL,
	"no_of_hours_per_week" integer NOT NULL,
	"minimum_class_duration" integer NOT NULL,
	"maximum_class_duration" integer NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "course_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"license_type_id" text NOT NULL,
	"gear_types" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"includes" jsonb NOT NULL,
	"is_regular_course" boolean DEFAULT false NOT NULL,
	"is_flexi_course" boolean DEFAULT false NOT NULL,
	"is_lump_sum_course" boolean DEFAULT false NOT NULL,
	"amount_per_class_fee_codes" jsonb NOT NULL,
	"course_type_ids" jsonb NOT NULL,
	"milestones" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"payee" text NOT NULL,
	"unit_fils" integer NOT NULL,
	CONSTRAINT "fee_codes_unit_fils_ck" CHECK ("fee_codes"."unit_fils" >= 0),
	CONSTRAINT "fee_codes_payee_ck" CHECK ("fee_codes"."payee" in ('centre', 'rta'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"public_promo_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"discount_bp" integer NOT NULL,
	"course_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_discount_ck" CHECK ("promotions"."discount_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_user_id" text,
	"referee_amount_fils" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "referral_codes_amount_ck" CHECK ("referral_codes"."referee_amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_courses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"course_type_id" text NOT NULL,
	"payment_plan" text DEFAULT 'fullPayment' NOT NULL,
	"mode_of_payment" text DEFAULT 'online' NOT NULL,
	"selected_milestone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotion_id" text,
	"referral_code" text,
	"referral_amount_fils" integer DEFAULT 0 NOT NULL,
	"paid_stage_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_added_in_erp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_courses_plan_ck" CHECK ("student_courses"."payment_plan" in ('fullPayment', 'stagePayment')),
	CONSTRAINT "student_courses_mode_ck" CHECK ("student_courses"."mode_of_payment" in ('online', 'edsCenter')),
	CONSTRAINT "student_courses_referral_ck" CHECK ("student_courses"."referral_amount_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_golden_opertunity_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_eligible_for_adding_new_category" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_license_type_id_license_types_id_fk" FOREIGN KEY ("license_type_id") REFERENCES "public"."license_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_course_type_id_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."course_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_referral_code_referral_codes_code_fk" FOREIGN KEY ("referral_code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_uq" ON "courses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree (upper("public_promo_code"));