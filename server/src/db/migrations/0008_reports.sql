CREATE TABLE "outbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product" text NOT NULL,
	"language" text NOT NULL,
	"chart_style" text NOT NULL,
	"email" text NOT NULL,
	"people" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "report_orders_status_check" CHECK (status in ('queued', 'generating', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_pdfs" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_purpose_check";--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_mail_id_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_orders" ADD CONSTRAINT "report_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_report_id_report_orders_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachments_mail_index" ON "outbox_attachments" USING btree ("mail_id","position");--> statement-breakpoint
CREATE INDEX "report_orders_due_index" ON "report_orders" USING btree ("next_attempt_at") WHERE "report_orders"."status" in ('queued', 'generating');--> statement-breakpoint
CREATE INDEX "report_orders_failed_index" ON "report_orders" USING btree ("failed_at") WHERE "report_orders"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK (purpose in ('gemstone', 'appointment', 'report'));