CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_ck" CHECK ("stored_files"."size_bytes" = octet_length("stored_files"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_format_ck" CHECK ("uploads"."format" in ('jpeg', 'png', 'pdf')),
	CONSTRAINT "uploads_size_ck" CHECK ("uploads"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"window_start" bigint NOT NULL,
	"holder" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "job_runs_job_window_start_pk" PRIMARY KEY("job","window_start")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;--> statement-breakpoint
-- Files stored before 0016 lived on one process's disk and are not carried over (demo data): their rows
-- get an upload row (so the document lists as before, and reading its file answers 404 until replaced).
INSERT INTO "uploads" ("id", "user_id", "storage_key", "format", "file_name", "size_bytes", "created_at", "attached_at")
SELECT "id", "user_id", 'legacy/' || "storage_key", "format", "file_name", "size_bytes", "created_at", "created_at" FROM "document_files";--> statement-breakpoint
UPDATE "document_files" SET "storage_key" = 'legacy/' || "storage_key";
