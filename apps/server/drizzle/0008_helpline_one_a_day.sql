ALTER TABLE "helpline_requests" ADD COLUMN "received_on" text;--> statement-breakpoint
-- Each number's first request of a day (in Pakistan, UTC+05:00 all year) gets its day; repeats stored before
-- the rule keep none, so the unique index below holds without losing a row.
UPDATE "helpline_requests" SET "received_on" = to_char("created_at" AT TIME ZONE 'UTC' + interval '5 hours', 'YYYY-MM-DD')
WHERE "id" IN (
  SELECT min("id") FROM "helpline_requests"
  GROUP BY "phone", to_char("created_at" AT TIME ZONE 'UTC' + interval '5 hours', 'YYYY-MM-DD')
);--> statement-breakpoint
CREATE UNIQUE INDEX "helpline_requests_phone_day" ON "helpline_requests" USING btree ("phone","received_on");
