ALTER TABLE "clinics" ADD COLUMN "latitude" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "longitude" text;