ALTER TABLE "payments" ADD COLUMN "branch_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "collected_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tender" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_training_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."training_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_collection_idx" ON "payments" USING btree ("settled_at","branch_id");--> statement-breakpoint
CREATE INDEX "payments_collector_idx" ON "payments" USING btree ("collected_by","settled_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tender_ck" CHECK ("payments"."tender" is null or "payments"."tender" in ('online', 'card', 'cash', 'bank_transfer'));