CREATE TABLE "mock_test_answers" (
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"option_id" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mock_test_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_test_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exam_type" text NOT NULL,
	"language" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_test_attempts_language_ck" CHECK ("mock_test_attempts"."language" in ('en', 'ar')),
	CONSTRAINT "mock_test_attempts_result_ck" CHECK (("mock_test_attempts"."submitted_at" is null) = ("mock_test_attempts"."score" is null)),
	CONSTRAINT "mock_test_attempts_score_ck" CHECK ("mock_test_attempts"."score" is null or ("mock_test_attempts"."score" >= 0 and "mock_test_attempts"."score" <= "mock_test_attempts"."total"))
);
--> statement-breakpoint
CREATE TABLE "mock_test_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"exam_type" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_until" timestamp with time zone,
	CONSTRAINT "mock_test_codes_attempts_ck" CHECK ("mock_test_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mock_test_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_type" text NOT NULL,
	"kind" text DEFAULT 'theory' NOT NULL,
	"text" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option_id" text NOT NULL,
	"explanation" jsonb NOT NULL,
	CONSTRAINT "mock_test_questions_kind_ck" CHECK ("mock_test_questions"."kind" in ('theory', 'hazard'))
);
--> statement-breakpoint
ALTER TABLE "mock_test_answers" ADD CONSTRAINT "mock_test_answers_attempt_id_mock_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_answers" ADD CONSTRAINT "mock_test_answers_question_id_mock_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."mock_test_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_attempts" ADD CONSTRAINT "mock_test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_codes" ADD CONSTRAINT "mock_test_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_test_attempts_user_idx" ON "mock_test_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_test_attempts_one_open_idx" ON "mock_test_attempts" USING btree ("user_id") WHERE "mock_test_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "mock_test_questions_exam_idx" ON "mock_test_questions" USING btree ("exam_type","kind");