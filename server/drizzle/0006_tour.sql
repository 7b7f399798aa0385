ALTER TABLE "banners" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "first_waybill_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_dates_in_order" CHECK ("banners"."starts_on" is null or "banners"."ends_on" is null or "banners"."starts_on" <= "banners"."ends_on");