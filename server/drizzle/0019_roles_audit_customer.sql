ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_site_customer_time" ON "audit_log" USING btree ("site_id","customer_id","created_at");--> statement-breakpoint
-- Roles are named, never free text; customers hold none.
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_known" CHECK ("staff_roles" <@ ARRAY['warehouse','customer_service','finance','admin']::text[]);--> statement-breakpoint
-- Existing accounts keep exactly what they could do: a staff account every staff role, an admin all four.
UPDATE "users" SET "staff_roles" = ARRAY['warehouse','customer_service','finance']::text[] WHERE "role" = 'staff';--> statement-breakpoint
UPDATE "users" SET "staff_roles" = ARRAY['warehouse','customer_service','finance','admin']::text[] WHERE "role" = 'admin';
