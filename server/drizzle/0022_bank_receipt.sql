ALTER TABLE "payments" ADD COLUMN "receipt_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_at" timestamp with time zone;