ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attaches_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "invoice_attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_invoice_index" ON "outbox" USING btree ("attaches_invoice_id") WHERE "outbox"."attaches_invoice_id" is not null;--> statement-breakpoint
UPDATE "orders" SET "language" = "report_orders"."language" FROM "report_orders" WHERE "report_orders"."order_id" = "orders"."id";
