CREATE TABLE "simulated_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'captured' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_payments_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
ALTER TABLE "simulated_payments" ADD CONSTRAINT "simulated_payments_gateway_order_id_payment_orders_gateway_order_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."payment_orders"("gateway_order_id") ON DELETE no action ON UPDATE no action;