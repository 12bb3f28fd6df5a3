CREATE TABLE "payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'registration' NOT NULL,
	"method" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"wallet_fils" integer DEFAULT 0 NOT NULL,
	"referral_fils" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"milestone_ids" jsonb NOT NULL,
	"stage_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"tracking_id" text,
	"bank_ref_no" text,
	"status_message" text,
	"retry_payment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_fils" >= 0 and "payments"."wallet_fils" >= 0 and "payments"."referral_fils" >= 0),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('initiated', 'superseded', 'success', 'failure', 'aborted', 'invalid', 'due_at_centre', 'refund_due'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tracking_id_uq" ON "payments" USING btree ("tracking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_order_uq" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'initiated';--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");