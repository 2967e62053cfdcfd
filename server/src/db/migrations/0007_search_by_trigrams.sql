CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "appointments_id_search_index" ON "appointments" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_email_search_index" ON "appointments" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_name_search_index" ON "appointments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_id_search_index" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_search_index" ON "orders" USING gin ("shipping_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_search_index" ON "orders" USING gin ("shipping_name" gin_trgm_ops);