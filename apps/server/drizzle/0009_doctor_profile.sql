ALTER TABLE "doctors" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "online_fee" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A doctor who already consulted online charged the same fee for it: that stays their online fee until they set
-- another. Gender, languages, qualifications and biography stay unsaid until the doctor says them.
UPDATE "doctors" SET "online_fee" = "fee" WHERE "is_online" = true;
