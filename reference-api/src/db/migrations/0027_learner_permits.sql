CREATE TABLE "learner_permits" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"expires_on" date NOT NULL,
	"renewal_requested_at" timestamp with time zone,
	"renewal_visit_on" date,
	CONSTRAINT "learner_permits_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "learner_permits_type_ck" CHECK ("learner_permits"."type" in ('learningPermit', 'rtaFile')),
	CONSTRAINT "learner_permits_request_ck" CHECK (("learner_permits"."renewal_requested_at" is null) = ("learner_permits"."renewal_visit_on" is null))
);
--> statement-breakpoint
ALTER TABLE "learner_permits" ADD CONSTRAINT "learner_permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_permits_requests_idx" ON "learner_permits" USING btree ("renewal_visit_on") WHERE "learner_permits"."renewal_requested_at" is not null;