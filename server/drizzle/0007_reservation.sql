CREATE TABLE "depot_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"depot_id" integer NOT NULL,
	"day" date NOT NULL,
	"opens_at" text,
	"closes_at" text,
	"reason_zh" text NOT NULL,
	"reason_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depot_exceptions_hours" CHECK (("depot_exceptions"."opens_at" is null) = ("depot_exceptions"."closes_at" is null) and ("depot_exceptions"."opens_at" is null or "depot_exceptions"."opens_at" < "depot_exceptions"."closes_at"))
);
--> statement-breakpoint
CREATE TABLE "depot_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"depot_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_names" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"parcel_id" integer,
	"waybill_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "reservation_items_thing" CHECK (("reservation_items"."kind" = 'parcel' and "reservation_items"."parcel_id" is not null and "reservation_items"."waybill_id" is null and "reservation_items"."action" = 'collect')
      or ("reservation_items"."kind" = 'waybill' and "reservation_items"."waybill_id" is not null and "reservation_items"."parcel_id" is null and "reservation_items"."action" = 'drop_off'))
);
--> statement-breakpoint
CREATE TABLE "reservation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"depot_id" integer NOT NULL,
	"template_id" integer,
	"local_day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_slots_booked" CHECK ("reservation_slots"."booked" >= 0 and "reservation_slots"."booked" <= "reservation_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"depot_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"status" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_version" integer DEFAULT 1 NOT NULL,
	"code_failures" smallint DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"proxy_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"collector_name" text,
	"collector_role" text,
	"handed_over_by" integer,
	"handed_over_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_no_unique" UNIQUE("no")
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"depot_id" integer NOT NULL,
	"weekday" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_templates_capacity" CHECK ("slot_templates"."capacity" > 0 and "slot_templates"."start_time" < "slot_templates"."end_time")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "map_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "depot_exceptions" ADD CONSTRAINT "depot_exceptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depot_exceptions" ADD CONSTRAINT "depot_exceptions_depot_id_warehouses_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depot_staff" ADD CONSTRAINT "depot_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depot_staff" ADD CONSTRAINT "depot_staff_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depot_staff" ADD CONSTRAINT "depot_staff_depot_id_warehouses_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_logs" ADD CONSTRAINT "reservation_logs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_logs" ADD CONSTRAINT "reservation_logs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_logs" ADD CONSTRAINT "reservation_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_depot_id_warehouses_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_template_id_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."slot_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_depot_id_warehouses_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_id_reservation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."reservation_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_depot_id_warehouses_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "depot_exceptions_day" ON "depot_exceptions" USING btree ("depot_id","day");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation" ON "reservation_items" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_items_open_parcel" ON "reservation_items" USING btree ("parcel_id") WHERE "reservation_items"."status" = 'open' and "reservation_items"."parcel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_items_open_waybill" ON "reservation_items" USING btree ("waybill_id") WHERE "reservation_items"."status" = 'open' and "reservation_items"."waybill_id" is not null;--> statement-breakpoint
CREATE INDEX "reservation_logs_reservation" ON "reservation_logs" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_slots_start" ON "reservation_slots" USING btree ("depot_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_slots_day" ON "reservation_slots" USING btree ("depot_id","local_day");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("site_id","user_id","status");--> statement-breakpoint
CREATE INDEX "reservations_slot" ON "reservations" USING btree ("slot_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_templates_start" ON "slot_templates" USING btree ("depot_id","weekday","start_time");