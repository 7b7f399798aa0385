ALTER TABLE "reservation_items" DROP CONSTRAINT "reservation_items_thing";--> statement-breakpoint
ALTER TABLE "site_operations" DROP CONSTRAINT "site_operations_days";--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "site_operations" ADD COLUMN "return_handling_fee" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_return_id_parcel_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."parcel_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_items_return" ON "reservation_items" USING btree ("return_id");--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_thing" CHECK (("reservation_items"."kind" = 'parcel' and "reservation_items"."parcel_id" is not null and "reservation_items"."waybill_id" is null and "reservation_items"."return_id" is null and "reservation_items"."action" = 'collect')
      or ("reservation_items"."kind" = 'waybill' and "reservation_items"."waybill_id" is not null and "reservation_items"."parcel_id" is null and "reservation_items"."return_id" is null and "reservation_items"."action" = 'drop_off')
      or ("reservation_items"."kind" = 'return' and "reservation_items"."parcel_id" is not null and "reservation_items"."return_id" is not null and "reservation_items"."waybill_id" is null and "reservation_items"."action" = 'collect'));--> statement-breakpoint
ALTER TABLE "site_operations" ADD CONSTRAINT "site_operations_days" CHECK ("site_operations"."free_storage_days" >= 0 and "site_operations"."disposal_days" > "site_operations"."free_storage_days" and "site_operations"."daily_storage_fee" >= 0 and "site_operations"."return_handling_fee" >= 0);--> statement-breakpoint
UPDATE "site_operations" SET "return_handling_fee" = s."zh"::integer FROM "site_settings" s WHERE s."site_id" = "site_operations"."site_id" AND s."key" = 'return_handling_fee' AND s."zh" ~ '^[0-9]{1,6}$';--> statement-breakpoint
DELETE FROM "site_settings" WHERE "key" = 'return_handling_fee';
