CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"action" text NOT NULL,
	"by_role" text NOT NULL,
	"by_user_id" integer,
	"from_status" text,
	"to_status" text,
	"message" text DEFAULT '' NOT NULL,
	"photo_keys" text[] DEFAULT '{}' NOT NULL,
	"amount" integer,
	"reason_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"type" text NOT NULL,
	"waybill_id" integer,
	"parcel_id" integer,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"photo_keys" text[] DEFAULT '{}' NOT NULL,
	"proof_keys" text[] DEFAULT '{}' NOT NULL,
	"amount" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"max_amount" integer NOT NULL,
	"compensation" text NOT NULL,
	"approved_amount" integer,
	"reason_code" text,
	"proposed_amount" integer,
	"proposed_reason" text,
	"proposed_by" integer,
	"carrier_ref" text DEFAULT '' NOT NULL,
	"appealed" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"coupon_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_no_unique" UNIQUE("no"),
	CONSTRAINT "claims_one_target" CHECK (("claims"."waybill_id" is null) <> ("claims"."parcel_id" is null)),
	CONSTRAINT "claims_amounts" CHECK ("claims"."amount" >= 0 and "claims"."max_amount" >= 0 and ("claims"."approved_amount" is null or "claims"."approved_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "waybill_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_incidents" ADD CONSTRAINT "waybill_incidents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_incidents" ADD CONSTRAINT "waybill_incidents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_incidents" ADD CONSTRAINT "waybill_incidents_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_incidents" ADD CONSTRAINT "waybill_incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_waybill_type_live" ON "claims" USING btree ("waybill_id","type") WHERE "claims"."waybill_id" is not null and "claims"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "claims_parcel_type_live" ON "claims" USING btree ("parcel_id","type") WHERE "claims"."parcel_id" is not null and "claims"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "claims_user" ON "claims" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_site_status" ON "claims" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_incidents_once" ON "waybill_incidents" USING btree ("waybill_id","kind");--> statement-breakpoint
CREATE INDEX "waybill_incidents_user" ON "waybill_incidents" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_claim_once" ON "wallet_entries" USING btree ("ref_id") WHERE "wallet_entries"."ref_type" = 'claim';