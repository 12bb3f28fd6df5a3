CREATE TABLE "corporate_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"trn" text NOT NULL,
	"address" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"corporate_account_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_kind_ck" CHECK ("issued_documents"."kind" in ('crm_invoice', 'lumpsum_invoice', 'contract', 'refund', 'clearance', 'preregistration_invoice', 'corporate_invoice', 'corporate_lumpsum_invoice', 'corporate_refund')),
	CONSTRAINT "issued_documents_corporate_ck" CHECK (("issued_documents"."kind" like 'corporate_%') = ("issued_documents"."corporate_account_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_user_idx" ON "issued_documents" USING btree ("user_id","kind");