CREATE TABLE "agreement_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"version" text NOT NULL,
	"document_no" text NOT NULL,
	"lang" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signer_name" text NOT NULL,
	"signer_mobile" text DEFAULT '' NOT NULL,
	"member_code" text NOT NULL,
	"signature_file_id" integer NOT NULL,
	"pdf_file_id" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_signatures_document_no_unique" UNIQUE("document_no")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"tracking_no" text NOT NULL,
	"goods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"weight_g" integer,
	"photo_keys" text[] DEFAULT '{}' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"waybill_id" integer,
	"checked_in_by" integer,
	"declared_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"packing_at" timestamp with time zone,
	"packed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "track_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"text_zh" text NOT NULL,
	"text_en" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"waybill_no" text NOT NULL,
	"queried_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"channel_id" integer NOT NULL,
	"recipient" jsonb NOT NULL,
	"sender" jsonb,
	"goods" jsonb NOT NULL,
	"declared_value" integer NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"insured_value" integer DEFAULT 0 NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"depot_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"est_weight_g" integer,
	"est_length_mm" integer,
	"est_width_mm" integer,
	"est_height_mm" integer,
	"weight_g" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"photo_keys" text[] DEFAULT '{}' NOT NULL,
	"charge" jsonb,
	"amount_due" integer,
	"problem_zh" text,
	"problem_en" text,
	"problem_at" timestamp with time zone,
	"carrier_code" text,
	"carrier_no" text,
	"packed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"packed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waybills_no_unique" UNIQUE("no")
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_signature_file_id_private_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_pdf_file_id_private_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_events" ADD CONSTRAINT "track_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_events" ADD CONSTRAINT "track_events_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_events" ADD CONSTRAINT "track_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_queries" ADD CONSTRAINT "track_queries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_queries" ADD CONSTRAINT "track_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_depot_id_warehouses_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_user_article" ON "agreement_signatures" USING btree ("site_id","user_id","article_id");--> statement-breakpoint
CREATE INDEX "agreement_signatures_user" ON "agreement_signatures" USING btree ("site_id","user_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_site_tracking_live" ON "parcels" USING btree ("site_id","tracking_no") WHERE "parcels"."deleted_at" is null and "parcels"."status" <> 'returned';--> statement-breakpoint
CREATE INDEX "parcels_user_status" ON "parcels" USING btree ("site_id","user_id","status");--> statement-breakpoint
CREATE INDEX "parcels_waybill" ON "parcels" USING btree ("waybill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "track_events_dedupe" ON "track_events" USING btree ("waybill_id","source","external_id");--> statement-breakpoint
CREATE INDEX "track_events_waybill_time" ON "track_events" USING btree ("waybill_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "track_queries_user_no" ON "track_queries" USING btree ("site_id","user_id","waybill_no");--> statement-breakpoint
CREATE INDEX "track_queries_user_time" ON "track_queries" USING btree ("site_id","user_id","queried_at");--> statement-breakpoint
CREATE INDEX "waybills_user_status" ON "waybills" USING btree ("site_id","user_id","status");--> statement-breakpoint
CREATE INDEX "waybills_site_status" ON "waybills" USING btree ("site_id","status");