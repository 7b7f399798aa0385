CREATE TABLE "request_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request_id" text NOT NULL,
	"result_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_failures_account_ip";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_ids" ADD CONSTRAINT "request_ids_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_ids" ADD CONSTRAINT "request_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_ids_user_kind_request" ON "request_ids" USING btree ("user_id","kind","request_id");--> statement-breakpoint
CREATE INDEX "login_failures_kind_account_ip" ON "login_failures" USING btree ("site_id","kind","account","ip","created_at");