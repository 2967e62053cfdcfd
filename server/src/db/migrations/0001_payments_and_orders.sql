CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."price_paise" > 0),
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway_order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"shipping_name" text NOT NULL,
	"shipping_phone" text NOT NULL,
	"shipping_email" text NOT NULL,
	"shipping_address" text NOT NULL,
	"shipping_pin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "orders_status_check" CHECK (status in ('Processing', 'Shipped', 'Delivered', 'Cancel', 'Return')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"purpose" text,
	"payload" jsonb,
	"user_id" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payment_orders_gateway_check" CHECK (gateway in ('razorpay', 'simulated')),
	CONSTRAINT "payment_orders_purpose_check" CHECK (purpose in ('gemstone', 'appointment')),
	CONSTRAINT "payment_orders_status_check" CHECK (status in ('created', 'paid', 'expired')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_paid_check" CHECK (("payment_orders"."status" = 'paid') = ("payment_orders"."payment_id" is not null and "payment_orders"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gateway_order_id_payment_orders_gateway_order_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."payment_orders"("gateway_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_index" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_index" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_index" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_index" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" = 'created';