CREATE TABLE "additional_fees" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"fee_code" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_fils" integer NOT NULL,
	"tax_fils" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_order_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "additional_fees_amount_ck" CHECK ("additional_fees"."price_fils" >= 0 and "additional_fees"."tax_fils" >= 0 and "additional_fees"."quantity" between 1 and 100),
	CONSTRAINT "additional_fees_status_ck" CHECK ("additional_fees"."status" in ('due', 'paid', 'waived'))
);
--> statement-breakpoint
CREATE TABLE "elite_addons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"fee_codes" jsonb NOT NULL,
	"course_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"description" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_order_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_links_amount_ck" CHECK ("payment_links"."amount_fils" > 0),
	CONSTRAINT "payment_links_status_ck" CHECK ("payment_links"."status" in ('open', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "student_addons" (
	"user_id" text NOT NULL,
	"addon_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_addons_user_id_addon_id_pk" PRIMARY KEY("user_id","addon_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_fees" ADD CONSTRAINT "additional_fees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_fees" ADD CONSTRAINT "additional_fees_fee_code_fee_codes_code_fk" FOREIGN KEY ("fee_code") REFERENCES "public"."fee_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_addons" ADD CONSTRAINT "student_addons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_addons" ADD CONSTRAINT "student_addons_addon_id_elite_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."elite_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_addons" ADD CONSTRAINT "student_addons_order_id_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_fees_user_idx" ON "additional_fees" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_user_idx" ON "payment_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_ck" CHECK ("payments"."kind" in ('registration', 'stage', 'additional', 'elite', 'link'));