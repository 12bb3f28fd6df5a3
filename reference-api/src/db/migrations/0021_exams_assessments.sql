CREATE TABLE "assessment_results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"instance_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL,
	"assessor" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"remarks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_score_ck" CHECK ("assessment_results"."max_score" > 0 and "assessment_results"."score" between 0 and "assessment_results"."max_score" and "assessment_results"."pass_score" between 1 and "assessment_results"."max_score")
);
--> statement-breakpoint
CREATE TABLE "exam_types" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"authority" text NOT NULL,
	"fee_code" text NOT NULL,
	"max_score" integer,
	"pass_score" integer,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "exam_types_code_unique" UNIQUE("code"),
	CONSTRAINT "exam_types_fee_code_unique" UNIQUE("fee_code"),
	CONSTRAINT "exam_types_authority_ck" CHECK ("exam_types"."authority" in ('rta', 'centre')),
	CONSTRAINT "exam_types_score_ck" CHECK (("exam_types"."max_score" is null and "exam_types"."pass_score" is null) or ("exam_types"."max_score" > 0 and "exam_types"."pass_score" between 1 and "exam_types"."max_score"))
);
--> statement-breakpoint
CREATE TABLE "student_exams" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exam_type_id" text NOT NULL,
	"stage_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"location" jsonb NOT NULL,
	"reference" text NOT NULL,
	"score" integer,
	"remarks" jsonb,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_exams_attempt_ck" CHECK ("student_exams"."attempt" >= 1),
	CONSTRAINT "student_exams_status_ck" CHECK ("student_exams"."status" in ('BOOKED', 'PASSED', 'FAILED', 'ABSENT', 'CANCELLED')),
	CONSTRAINT "student_exams_result_ck" CHECK (("student_exams"."status" in ('PASSED', 'FAILED')) = ("student_exams"."result_at" is not null) and ("student_exams"."score" is null or ("student_exams"."status" in ('PASSED', 'FAILED') and "student_exams"."score" >= 0)))
);
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_fee_code_fee_codes_code_fk" FOREIGN KEY ("fee_code") REFERENCES "public"."fee_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_exam_type_id_exam_types_id_fk" FOREIGN KEY ("exam_type_id") REFERENCES "public"."exam_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_results_user_idx" ON "assessment_results" USING btree ("user_id","instance_code","assessed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_exams_attempt_uq" ON "student_exams" USING btree ("user_id","exam_type_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "student_exams_one_booked_uq" ON "student_exams" USING btree ("user_id","exam_type_id") WHERE "student_exams"."status" = 'BOOKED';--> statement-breakpoint
CREATE UNIQUE INDEX "student_exams_one_passed_uq" ON "student_exams" USING btree ("user_id","exam_type_id") WHERE "student_exams"."status" = 'PASSED';--> statement-breakpoint
CREATE INDEX "student_exams_user_idx" ON "student_exams" USING btree ("user_id","scheduled_at");