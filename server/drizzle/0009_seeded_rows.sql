-- Rows a database got from the seed before banners had dates and before the welcome coupon was "first paid
-- waybill only": give them what a fresh seed gives (a fresh database has no rows yet here, so nothing changes).
UPDATE "banners" SET "starts_on" = '2026-01-05', "ends_on" = '2026-02-06'
  WHERE "code" = 'cny-2026' AND "starts_on" IS NULL AND "ends_on" IS NULL;
--> statement-breakpoint
UPDATE "coupon_templates" SET "first_waybill_only" = true
  WHERE "trigger" = 'registration' AND "name_zh" = '新人首单券';
