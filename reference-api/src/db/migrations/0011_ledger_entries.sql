CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"lines" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('charge', 'discount', 'referral', 'wallet', 'payment', 'refund', 'adjustment')),
	CONSTRAINT "ledger_entries_sign_ck" CHECK (("ledger_entries"."kind" in ('charge', 'refund') and "ledger_entries"."amount_fils" >= 0) or ("ledger_entries"."kind" in ('discount', 'referral', 'wallet', 'payment') and "ledger_entries"."amount_fils" <= 0) or "ledger_entries"."kind" = 'adjustment')
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_kind_uq" ON "ledger_entries" USING btree ("order_id","kind");