CREATE TABLE "agent_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"auto_approve" boolean NOT NULL,
	"second_level" boolean NOT NULL,
	"hold_days" integer NOT NULL,
	"min_withdraw" integer NOT NULL,
	"bank_fee" integer NOT NULL,
	"daily_cap" integer NOT NULL,
	"dual_approval_above" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"level2_rate_bp" integer NOT NULL,
	"channel_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_tiers_rates" CHECK ("agent_tiers"."rate_bp" between 0 and 5000 and "agent_tiers"."level2_rate_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "agent_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"net" integer NOT NULL,
	"status" text NOT NULL,
	"bank_country" text,
	"account_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"bsb" text DEFAULT '' NOT NULL,
	"first_approved_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"bank_ref" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_withdrawals_no_unique" UNIQUE("no"),
	CONSTRAINT "agent_withdrawals_amounts" CHECK ("agent_withdrawals"."amount" > 0 and "agent_withdrawals"."fee" >= 0 and "agent_withdrawals"."net" = "agent_withdrawals"."amount" - "agent_withdrawals"."fee" and "agent_withdrawals"."net" > 0)
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"promotion" text NOT NULL,
	"tier_id" integer,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_entries_amount_nonzero" CHECK ("commission_entries"."amount" <> 0),
	CONSTRAINT "commission_entries_withdrawal_covered" CHECK ("commission_entries"."kind" <> 'withdrawal' or "commission_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"level" integer NOT NULL,
	"base" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"available_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"reverse_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commissions_amounts" CHECK ("commissions"."amount" > 0 and "commissions"."base" > 0 and "commissions"."level" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tiers" ADD CONSTRAINT "agent_tiers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_withdrawals" ADD CONSTRAINT "agent_withdrawals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_withdrawals" ADD CONSTRAINT "agent_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_withdrawals" ADD CONSTRAINT "agent_withdrawals_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_withdrawals" ADD CONSTRAINT "agent_withdrawals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_withdrawals" ADD CONSTRAINT "agent_withdrawals_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_withdrawals" ADD CONSTRAINT "agent_withdrawals_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_tier_id_agent_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."agent_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_tiers_one_default" ON "agent_tiers" USING btree ("site_id") WHERE "agent_tiers"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "agent_withdrawals_request" ON "agent_withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_withdrawals_one_open" ON "agent_withdrawals" USING btree ("user_id") WHERE "agent_withdrawals"."status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "agent_withdrawals_site_status" ON "agent_withdrawals" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_user" ON "agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agents_site_status" ON "agents" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_user_seq" ON "commission_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_once" ON "commission_entries" USING btree ("ref_type","ref_id","kind");--> statement-breakpoint
CREATE INDEX "commission_entries_user_time" ON "commission_entries" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_waybill_level" ON "commissions" USING btree ("waybill_id","level");--> statement-breakpoint
CREATE INDEX "commissions_agent" ON "commissions" USING btree ("site_id","agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_pending" ON "commissions" USING btree ("status") WHERE "commissions"."status" = 'pending';