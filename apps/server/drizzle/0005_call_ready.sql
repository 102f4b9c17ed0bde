ALTER TABLE "calls" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calls_patient_created" ON "calls" USING btree ("patient_id","created_at");