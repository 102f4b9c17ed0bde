ALTER TABLE "doctors" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "doctors" SET "name" = "accounts"."name" FROM "accounts" WHERE "accounts"."id" = "doctors"."account_id";--> statement-breakpoint
ALTER TABLE "doctors" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_name" ON "doctors" USING btree ("name","id");
