CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"side" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "document_files_side_ck" CHECK ("document_files"."side" in ('front', 'back')),
	CONSTRAINT "document_files_status_ck" CHECK ("document_files"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "document_files_format_ck" CHECK ("document_files"."format" in ('jpeg', 'png', 'pdf')),
	CONSTRAINT "document_files_size_ck" CHECK ("document_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"instruction" jsonb NOT NULL,
	"formats" jsonb NOT NULL,
	"has_front_side" boolean DEFAULT true NOT NULL,
	"has_back_side" boolean DEFAULT false NOT NULL,
	"requires_number" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_document_numbers" (
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"document_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_document_numbers_user_id_type_id_pk" PRIMARY KEY("user_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_numbers" ADD CONSTRAINT "student_document_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_numbers" ADD CONSTRAINT "student_document_numbers_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_user_type_side_uq" ON "document_files" USING btree ("user_id","type_id","side");--> statement-breakpoint
CREATE INDEX "document_files_status_idx" ON "document_files" USING btree ("status","created_at");