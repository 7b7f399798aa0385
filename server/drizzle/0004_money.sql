CREATE TABLE "card_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"grams" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"remaining_after" integer NOT NULL,
	"waybill_id" integer,
	"payment_id" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"grams" integer NOT NULL,
	"price" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"channel_codes" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"grams" integer NOT NULL,
	"remaining_g" integer NOT NULL,
	"price" integer NOT NULL,
	"channel_codes" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "cards_remaining_in_range" CHECK ("cards"."remaining_g" >= 0 and "cards"."remaining_g" <= "cards"."grams")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_off" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"valid_days" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"channel_codes" text[] DEFAULT '{}' NOT NULL,
	"total_limit" integer,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"trigger" text NOT NULL,
	"activity_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_within_total" CHECK ("coupon_templates"."total_limit" is null or "coupon_templates"."issued_count" <= "coupon_templates"."total_limit")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"waybill_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "invoice_items_waybill_id_unique" UNIQUE("waybill_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"no" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"gst" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"file_key" text,
	"sha256" text,
	"emailed_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_no_unique" UNIQUE("no")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"purpose" text NOT NULL,
	"waybill_id" integer,
	"card_product_id" integer,
	"card_id" integer,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"used_card_id" integer,
	"card_grams" integer DEFAULT 0 NOT NULL,
	"card_amount" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"online_amount" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_ref" text,
	"transaction_id" text,
	"client_action" jsonb,
	"failure_reason" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_no_unique" UNIQUE("no"),
	CONSTRAINT "payments_parts_add_up" CHECK ("payments"."amount" = "payments"."card_amount" + "payments"."coupon_amount" + "payments"."wallet_amount" + "payments"."online_amount"),
	CONSTRAINT "payments_parts_nonnegative" CHECK ("payments"."card_amount" >= 0 and "payments"."coupon_amount" >= 0 and "payments"."wallet_amount" >= 0 and "payments"."online_amount" >= 0 and "payments"."card_grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"no" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"card_grams" integer DEFAULT 0 NOT NULL,
	"coupon_restored" boolean DEFAULT false NOT NULL,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"online_amount" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_refund_id" text,
	"failure_reason" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_no_unique" UNIQUE("no")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"note_zh" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_balance_nonnegative" CHECK ("wallet_entries"."balance_after" >= 0),
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_product_id_card_products_id_fk" FOREIGN KEY ("card_product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_used_card_id_cards_id_fk" FOREIGN KEY ("used_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_entries_user_time" ON "card_entries" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_entries_card" ON "card_entries" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cards_user" ON "cards" USING btree ("site_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupon_templates_site" ON "coupon_templates" USING btree ("site_id","trigger");--> statement-breakpoint
CREATE INDEX "coupons_user_status" ON "coupons" USING btree ("site_id","user_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "coupons_template_user" ON "coupons" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_site_seq" ON "invoices" USING btree ("site_id","seq");--> statement-breakpoint
CREATE INDEX "invoices_user_time" ON "invoices" USING btree ("site_id","user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_waybill_live" ON "payments" USING btree ("waybill_id") WHERE "payments"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "payments_user_time" ON "payments" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_site_status_time" ON "payments" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_user_time" ON "refunds" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_user_seq" ON "wallet_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_time" ON "wallet_entries" USING btree ("site_id","user_id","created_at");