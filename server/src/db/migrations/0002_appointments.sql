CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"pin" text NOT NULL,
	"location" text NOT NULL,
	"package" text,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"gateway_order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "appointments_location_check" CHECK (location in ('domestic', 'international')),
	CONSTRAINT "appointments_status_check" CHECK (status in ('Booked')),
	CONSTRAINT "appointments_package_check" CHECK (package in ('urgent', 'couple', 'regular', 'urgent-couple')),
	CONSTRAINT "appointments_total_paise_check" CHECK ("appointments"."total_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_gateway_order_id_payment_orders_gateway_order_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."payment_orders"("gateway_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_created_at_index" ON "appointments" USING btree ("created_at");