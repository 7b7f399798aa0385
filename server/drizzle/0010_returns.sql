CREATE TABLE "parcel_return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"action" text NOT NULL,
	"by_role" text NOT NULL,
	"by_user_id" integer,
	"from_status" text,
	"to_status" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"address" jsonb NOT NULL,
	"ra_number" text NOT NULL,
	"deadline" date NOT NULL,
	"label_key" text,
	"label_kind" text,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"handling_fee" integer NOT NULL,
	"postage" integer,
	"amount" integer,
	"weight_g" integer,
	"photo_keys" text[] DEFAULT '{}' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"request_id" text,
	"paid_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_returns_no_unique" UNIQUE("no"),
	CONSTRAINT "parcel_returns_money" CHECK ("parcel_returns"."handling_fee" >= 0 and ("parcel_returns"."postage" is null or "parcel_returns"."postage" >= 0) and ("parcel_returns"."amount" is null or "parcel_returns"."amount" >= 0))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "parcel_return_events" ADD CONSTRAINT "parcel_return_events_return_id_parcel_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."parcel_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_return_events" ADD CONSTRAINT "parcel_return_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_return_items" ADD CONSTRAINT "parcel_return_items_return_id_parcel_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."parcel_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_return_items" ADD CONSTRAINT "parcel_return_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_return_events_return" ON "parcel_return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_return_items_open" ON "parcel_return_items" USING btree ("parcel_id") WHERE "parcel_return_items"."open";--> statement-breakpoint
CREATE INDEX "parcel_return_items_return" ON "parcel_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_returns_request" ON "parcel_returns" USING btree ("user_id","request_id") WHERE "parcel_returns"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "parcel_returns_user" ON "parcel_returns" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "parcel_returns_queue" ON "parcel_returns" USING btree ("site_id","status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_return_live" ON "payments" USING btree ("return_id") WHERE "payments"."status" in ('pending', 'paid');