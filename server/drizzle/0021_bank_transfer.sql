CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"bank" text NOT NULL,
	"booked_on" text NOT NULL,
	"amount" integer NOT NULL,
	"payee" text NOT NULL,
	"text" text NOT NULL,
	"outcome" text NOT NULL,
	"payment_id" integer,
	"imported_by" integer NOT NULL,
	"settled_as" text,
	"settle_note" text DEFAULT '' NOT NULL,
	"settled_by" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_credit" CHECK ("bank_statement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"bsb" text DEFAULT '' NOT NULL,
	"transfer_days" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_bank_accounts_days" CHECK ("site_bank_accounts"."transfer_days" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_bank_accounts" ADD CONSTRAINT "site_bank_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint" ON "bank_statement_lines" USING btree ("site_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_settles" ON "bank_statement_lines" USING btree ("payment_id") WHERE "bank_statement_lines"."outcome" in ('matched', 'late_to_wallet');--> statement-breakpoint
CREATE INDEX "bank_statement_lines_site_outcome" ON "bank_statement_lines" USING btree ("site_id","outcome","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_bank_accounts_site" ON "site_bank_accounts" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_reference" ON "payments" USING btree ("site_id","provider_ref") WHERE "payments"."provider" = 'bank_transfer';