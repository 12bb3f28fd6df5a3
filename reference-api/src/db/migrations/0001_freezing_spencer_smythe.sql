ALTER TABLE "countries" ALTER COLUMN "sort_order" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "emirates" ALTER COLUMN "sort_order" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "languages" ALTER COLUMN "sort_order" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "license_types" ALTER COLUMN "sort_order" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "occupations" ALTER COLUMN "sort_order" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "training_branches" ALTER COLUMN "sort_order" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "visa_professions" ALTER COLUMN "sort_order" SET DEFAULT 1000;