CREATE TABLE "stage_skips" (
	"user_id" text NOT NULL,
	"stage_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_skips_user_id_stage_id_pk" PRIMARY KEY("user_id","stage_id"),
	CONSTRAINT "stage_skips_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
ALTER TABLE "stage_skips" ADD CONSTRAINT "stage_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_skips" ADD CONSTRAINT "stage_skips_order_id_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('initiated', 'superseded', 'success', 'failure', 'aborted', 'invalid', 'due_at_centre', 'refund_due', 'expired', 'skipped'));