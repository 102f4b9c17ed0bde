ALTER TABLE "lab_bookings" ADD COLUMN "preferred_date" text NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "request_key" text NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_role_name" ON "accounts" USING btree ("role","name");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_bookings_request_key" ON "lab_bookings" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "lab_bookings_branch_date" ON "lab_bookings" USING btree ("branch_id","preferred_date");--> statement-breakpoint
CREATE INDEX "lab_branches_lab" ON "lab_branches" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "lab_categories_branch" ON "lab_categories" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "lab_tests_category" ON "lab_tests" USING btree ("category_id");