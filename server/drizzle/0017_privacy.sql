CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"address_id" integer,
	"channel" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "id_photo_purges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"reason" text NOT NULL,
	"files" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"address_id" integer,
	"waybill_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_operations" DROP CONSTRAINT "site_operations_days";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "id_number_index" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "id_photos_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_operations" ADD COLUMN "id_photo_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_photo_purges" ADD CONSTRAINT "id_photo_purges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_photo_purges" ADD CONSTRAINT "id_photo_purges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_photo_purges" ADD CONSTRAINT "id_photo_purges_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_views" ADD CONSTRAINT "id_views_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_views" ADD CONSTRAINT "id_views_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_views" ADD CONSTRAINT "id_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_views" ADD CONSTRAINT "id_views_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_views" ADD CONSTRAINT "id_views_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user" ON "consents" USING btree ("site_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "consents_address" ON "consents" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "id_photo_purges_address" ON "id_photo_purges" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "id_views_site_time" ON "id_views" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "id_views_owner" ON "id_views" USING btree ("site_id","owner_id");--> statement-breakpoint
CREATE INDEX "addresses_id_number_index" ON "addresses" USING btree ("site_id","id_number_index");--> statement-breakpoint
ALTER TABLE "site_operations" ADD CONSTRAINT "site_operations_days" CHECK ("site_operations"."free_storage_days" >= 0 and "site_operations"."disposal_days" > "site_operations"."free_storage_days" and "site_operations"."daily_storage_fee" >= 0 and "site_operations"."return_handling_fee" >= 0 and "site_operations"."id_photo_retention_days" > 0);