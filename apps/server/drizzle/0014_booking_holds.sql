DROP INDEX "appointments_doctor_slot";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pay_at_clinic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_doctor_slot" ON "appointments" USING btree ("doctor_id","date","time") WHERE not "appointments"."released";