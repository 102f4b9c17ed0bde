CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
UPDATE "doctors" SET "search_text" = "doctors"."search_text" || ' ' || lower("clinics"."name") FROM "clinics" WHERE "clinics"."id" = "doctors"."clinic_id";--> statement-breakpoint
CREATE INDEX "doctors_city_name" ON "doctors" USING btree ("city","name","id");--> statement-breakpoint
CREATE INDEX "doctors_search_text" ON "doctors" USING gin ("search_text" gin_trgm_ops);
