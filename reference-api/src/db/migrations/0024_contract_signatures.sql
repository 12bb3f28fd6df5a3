CREATE TABLE "contract_links" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sent_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"otp_challenge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"document_id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"user_id" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_phone" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"otp_challenge_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signed_files" (
	"document_id" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"stored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_ck";--> statement-breakpoint
ALTER TABLE "contract_links" ADD CONSTRAINT "contract_links_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_links" ADD CONSTRAINT "contract_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_link_id_contract_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."contract_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signed_files" ADD CONSTRAINT "contract_signed_files_document_id_contract_signatures_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contract_signatures"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_links_document_idx" ON "contract_links" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_ck" CHECK ("otp_challenges"."purpose" in ('signup', 'login', 'reset', 'contract'));--> statement-breakpoint
-- Written by hand (drizzle-kit generates no triggers). A signature, and the signed file stored for it, are
-- written once: never updated, removed only with their learner (as ledger entries, 0012). A signed
-- contract itself can no longer be changed or removed, but with its learner.
CREATE OR REPLACE FUNCTION contract_signatures_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RAISE EXCEPTION 'a contract signature is never changed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contract_signatures_immutable BEFORE UPDATE OR DELETE ON contract_signatures FOR EACH ROW EXECUTE FUNCTION contract_signatures_immutable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_signed_files_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM contract_signatures s JOIN users u ON u.id = s.user_id WHERE s.document_id = OLD.document_id) THEN
    RAISE EXCEPTION 'a signed contract file is never changed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contract_signed_files_immutable BEFORE UPDATE OR DELETE ON contract_signed_files FOR EACH ROW EXECUTE FUNCTION contract_signed_files_immutable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION issued_documents_signed_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM contract_signatures WHERE document_id = OLD.id) AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RAISE EXCEPTION 'a signed contract is never changed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER issued_documents_signed_frozen BEFORE UPDATE OR DELETE ON issued_documents FOR EACH ROW EXECUTE FUNCTION issued_documents_signed_frozen();
