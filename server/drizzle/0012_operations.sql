CREATE TABLE "dispatch_batch_waybills" (
	"batch_id" integer NOT NULL,
	"waybill_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"no" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_batches_no_unique" UNIQUE("no")
);
--> statement-breakpoint
CREATE TABLE "manifest_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"free_storage_days" integer DEFAULT 30 NOT NULL,
	"daily_storage_fee" integer DEFAULT 50 NOT NULL,
	"disposal_days" integer DEFAULT 180 NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_operations_days" CHECK ("site_operations"."free_storage_days" >= 0 and "site_operations"."disposal_days" > "site_operations"."free_storage_days" and "site_operations"."daily_storage_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dispatch_batch_waybills" ADD CONSTRAINT "dispatch_batch_waybills_batch_id_dispatch_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."dispatch_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_batch_waybills" ADD CONSTRAINT "dispatch_batch_waybills_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_batches" ADD CONSTRAINT "dispatch_batches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_batches" ADD CONSTRAINT "dispatch_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_downloads" ADD CONSTRAINT "manifest_downloads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_downloads" ADD CONSTRAINT "manifest_downloads_batch_id_dispatch_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."dispatch_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_downloads" ADD CONSTRAINT "manifest_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_operations" ADD CONSTRAINT "site_operations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_batch_waybills_waybill" ON "dispatch_batch_waybills" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "dispatch_batch_waybills_batch" ON "dispatch_batch_waybills" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "dispatch_batches_site" ON "dispatch_batches" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "manifest_downloads_batch" ON "manifest_downloads" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_operations_site" ON "site_operations" USING btree ("site_id");--> statement-breakpoint
-- Every existing site gets its storage and contact row (admins edit it; the kit has no create for it).
INSERT INTO "site_operations" ("site_id") SELECT "id" FROM "sites" ON CONFLICT DO NOTHING;
