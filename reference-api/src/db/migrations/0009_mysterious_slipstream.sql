CREATE TABLE "hall_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"hall_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hall_sessions_seats_ck" CHECK ("hall_sessions"."booked" >= 0 and "hall_sessions"."booked" <= "hall_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "instructor_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_holds" (
	"schedule_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
	CONSTRAINT "schedule_holds_schedule_id_resource_id_pk" PRIMARY KEY("schedule_id","resource_id"),
	CONSTRAINT "schedule_holds_times_ck" CHECK ("schedule_holds"."ends_at" > "schedule_holds"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "schedule_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"branch_id" text NOT NULL,
	"instructor_type_id" text,
	"gear_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"license_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plate" text,
	"capacity" integer,
	"work_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_minutes" integer,
	"session_times" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "schedule_resources_type_ck" CHECK ("schedule_resources"."type" in ('Instructor', 'Vehicle', 'LectureHall', 'SimulatorDevice', 'MockTestDevice')),
	CONSTRAINT "schedule_resources_capacity_ck" CHECK ("schedule_resources"."capacity" is null or "schedule_resources"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"course_id" text NOT NULL,
	"stage_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
	"duration_minutes" integer NOT NULL,
	"instructor_id" text,
	"vehicle_id" text,
	"device_id" text,
	"hall_session_id" text,
	"booked_by" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"rating" integer,
	"comment" text,
	"reschedule_of" text,
	"reminded_24h_at" timestamp with time zone,
	"reminded_2h_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_kind_ck" CHECK ("schedules"."kind" in ('practical', 'vip', 'custom', 'lectureHall', 'mockTest', 'simulator')),
	CONSTRAINT "schedules_status_ck" CHECK ("schedules"."status" in ('COMPLETED', 'SCHEDULED', 'CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED')),
	CONSTRAINT "schedules_times_ck" CHECK ("schedules"."ends_at" > "schedules"."starts_at" and "schedules"."duration_minutes" > 0),
	CONSTRAINT "schedules_rating_ck" CHECK ("schedules"."rating" is null or "schedules"."rating" between 1 and 5),
	CONSTRAINT "schedules_comment_ck" CHECK ("schedules"."comment" is null or char_length("schedules"."comment") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "training_branches" ADD COLUMN "address" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_sessions" ADD CONSTRAINT "hall_sessions_hall_id_schedule_resources_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."schedule_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_holds" ADD CONSTRAINT "schedule_holds_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_holds" ADD CONSTRAINT "schedule_holds_resource_id_schedule_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."schedule_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_resources" ADD CONSTRAINT "schedule_resources_branch_id_training_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."training_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_resources" ADD CONSTRAINT "schedule_resources_instructor_type_id_instructor_types_id_fk" FOREIGN KEY ("instructor_type_id") REFERENCES "public"."instructor_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_branch_id_training_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."training_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_instructor_id_schedule_resources_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."schedule_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_vehicle_id_schedule_resources_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."schedule_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_device_id_schedule_resources_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."schedule_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_hall_session_id_hall_sessions_id_fk" FOREIGN KEY ("hall_session_id") REFERENCES "public"."hall_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_sessions_hall_start_uq" ON "hall_sessions" USING btree ("hall_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_resources_branch_type_idx" ON "schedule_resources" USING btree ("branch_id","type");--> statement-breakpoint
CREATE INDEX "schedules_user_starts_idx" ON "schedules" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedules_scheduled_starts_idx" ON "schedules" USING btree ("starts_at") WHERE "schedules"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_hall_seat_uq" ON "schedules" USING btree ("hall_session_id","user_id") WHERE "schedules"."hall_session_id" is not null and "schedules"."status" in ('SCHEDULED', 'COMPLETED');--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_reschedule_of_uq" ON "schedules" USING btree ("reschedule_of") WHERE "schedules"."reschedule_of" is not null;