CREATE UNIQUE INDEX "calls_doctor_live" ON "calls" USING btree ("doctor_id") WHERE "calls"."status" in ('ringing', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "calls_patient_live" ON "calls" USING btree ("patient_id") WHERE "calls"."status" in ('ringing', 'accepted');--> statement-breakpoint
CREATE INDEX "calls_appointment" ON "calls" USING btree ("appointment_id");