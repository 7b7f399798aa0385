-- pg_trgm (a contrib module: Debian's postgresql package, managed services, PGlite's contrib/pg_trgm) for the trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "waybills_site_status";--> statement-breakpoint
CREATE INDEX "payments_waybill" ON "payments" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "waybills_user_time" ON "waybills" USING btree ("site_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "waybills_site_status_time" ON "waybills" USING btree ("site_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "waybills_site_time" ON "waybills" USING btree ("site_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "waybills_no_trgm" ON "waybills" USING gin ("no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waybills_recipient_name_trgm" ON "waybills" USING gin (("recipient" ->> 'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waybills_recipient_mobile_trgm" ON "waybills" USING gin (("recipient" ->> 'mobile') gin_trgm_ops);