ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "attention_at" timestamp with time zone;