DROP INDEX "appointments_created_at_index";--> statement-breakpoint
DROP INDEX "orders_user_index";--> statement-breakpoint
DROP INDEX "orders_created_at_index";--> statement-breakpoint
CREATE INDEX "orders_status_index" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_created_at_index" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_index" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_index" ON "orders" USING btree ("created_at","id");