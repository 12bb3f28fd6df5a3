CREATE TABLE "lecture_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	"is_correct" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_learners" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"code_hash" text,
	"otp_expires_at" timestamp with time zone,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"access_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_learners_language_ck" CHECK ("lecture_learners"."language" in ('en', 'ar')),
	CONSTRAINT "lecture_learners_attempts_ck" CHECK ("lecture_learners"."otp_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lecture_lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"license_type_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_progress" (
	"user_id" text NOT NULL,
	"subtopic_id" text NOT NULL,
	"watched_ms" integer DEFAULT 0 NOT NULL,
	"position_ms" integer DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_progress_user_id_subtopic_id_pk" PRIMARY KEY("user_id","subtopic_id"),
	CONSTRAINT "lecture_progress_watched_ck" CHECK ("lecture_progress"."watched_ms" >= 0),
	CONSTRAINT "lecture_progress_position_ck" CHECK ("lecture_progress"."position_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lecture_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_quiz_attempts" (
	"user_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_quiz_attempts_user_id_topic_id_attempt_pk" PRIMARY KEY("user_id","topic_id","attempt"),
	CONSTRAINT "lecture_quiz_attempts_score_ck" CHECK ("lecture_quiz_attempts"."correct" >= 0 and "lecture_quiz_attempts"."correct" <= "lecture_quiz_attempts"."total" and "lecture_quiz_attempts"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lecture_subtopics" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "lecture_subtopics_duration_ck" CHECK ("lecture_subtopics"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "lecture_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "lecture_topics_kind_ck" CHECK ("lecture_topics"."kind" in ('video', 'quiz'))
);
--> statement-breakpoint
CREATE TABLE "lecture_videos" (
	"subtopic_id" text NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "lecture_videos_subtopic_id_language_pk" PRIMARY KEY("subtopic_id","language"),
	CONSTRAINT "lecture_videos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "lecture_videos_language_ck" CHECK ("lecture_videos"."language" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "lecture_answers" ADD CONSTRAINT "lecture_answers_question_id_lecture_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lecture_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_learners" ADD CONSTRAINT "lecture_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_lessons" ADD CONSTRAINT "lecture_lessons_license_type_id_license_types_id_fk" FOREIGN KEY ("license_type_id") REFERENCES "public"."license_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_subtopic_id_lecture_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."lecture_subtopics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_questions" ADD CONSTRAINT "lecture_questions_topic_id_lecture_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."lecture_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_quiz_attempts" ADD CONSTRAINT "lecture_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_quiz_attempts" ADD CONSTRAINT "lecture_quiz_attempts_topic_id_lecture_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."lecture_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_subtopics" ADD CONSTRAINT "lecture_subtopics_topic_id_lecture_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."lecture_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_topics" ADD CONSTRAINT "lecture_topics_lesson_id_lecture_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lecture_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_videos" ADD CONSTRAINT "lecture_videos_subtopic_id_lecture_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."lecture_subtopics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_answers_order_uq" ON "lecture_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_answers_one_correct_uq" ON "lecture_answers" USING btree ("question_id") WHERE "lecture_answers"."is_correct";--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_lessons_order_uq" ON "lecture_lessons" USING btree ("license_type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_questions_order_uq" ON "lecture_questions" USING btree ("topic_id","position");--> statement-breakpoint
CREATE INDEX "lecture_quiz_attempts_passed_idx" ON "lecture_quiz_attempts" USING btree ("user_id","topic_id") WHERE "lecture_quiz_attempts"."passed";--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_subtopics_order_uq" ON "lecture_subtopics" USING btree ("topic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_topics_order_uq" ON "lecture_topics" USING btree ("lesson_id","position");