CREATE TABLE "member_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"min_freight" integer DEFAULT 0 NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"free_services" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_levels_terms" CHECK ("member_levels"."min_freight" >= 0 and "member_levels"."discount_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "member_points_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"points_per_unit" integer DEFAULT 1 NOT NULL,
	"point_value" integer DEFAULT 1 NOT NULL,
	"expiry_months" integer DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_terms_range" CHECK ("member_points_terms"."points_per_unit" between 0 and 100 and "member_points_terms"."point_value" between 1 and 100 and "member_points_terms"."expiry_months" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"note_zh" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_balance_nonnegative" CHECK ("points_entries"."balance_after" >= 0),
	CONSTRAINT "points_entries_amount_nonzero" CHECK ("points_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_parts_add_up";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_parts_nonnegative";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points_terms" ADD CONSTRAINT "member_points_terms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_site_code" ON "member_levels" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_terms_site" ON "member_points_terms" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_user_seq" ON "points_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "points_entries_user_time" ON "points_entries" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_payment_once" ON "points_entries" USING btree ("ref_id","kind") WHERE "points_entries"."ref_type" = 'payment';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parts_add_up" CHECK ("payments"."amount" = "payments"."card_amount" + "payments"."coupon_amount" + "payments"."wallet_amount" + "payments"."online_amount" + "payments"."points_amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parts_nonnegative" CHECK ("payments"."card_amount" >= 0 and "payments"."coupon_amount" >= 0 and "payments"."wallet_amount" >= 0 and "payments"."online_amount" >= 0 and "payments"."card_grams" >= 0 and "payments"."points_used" >= 0 and "payments"."points_amount" >= 0 and "payments"."points_earned" >= 0);