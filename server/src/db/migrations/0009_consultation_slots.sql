CREATE TABLE "consultation_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_order_id" text,
	"appointment_id" uuid,
	"holder" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_reservations_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "consultation_reservations_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "consultation_reservations_times_check" CHECK ("consultation_reservations"."starts_at" < "consultation_reservations"."ends_at" and "consultation_reservations"."ends_at" <= "consultation_reservations"."blocked_until"),
	CONSTRAINT "consultation_reservations_kind_check" CHECK (("consultation_reservations"."held_until" is null) = ("consultation_reservations"."appointment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "consultation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"availability" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_settings_one_row_check" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"appointment_id" uuid,
	"order_id" uuid,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_status_check" CHECK (status in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK (reason in ('customer-cancelled', 'business-cancelled', 'slot-taken')),
	CONSTRAINT "refunds_gateway_check" CHECK (gateway in ('razorpay', 'simulated')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_subject_check" CHECK (("refunds"."appointment_id" is not null) <> ("refunds"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "simulated_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"receipt" text,
	"status" text DEFAULT 'processed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "mode" text DEFAULT 'audio' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "questions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "birth" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_zone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meeting_room" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "consultation_reservations" ADD CONSTRAINT "consultation_reservations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_order_id_payment_orders_gateway_order_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."payment_orders"("gateway_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_refunds" ADD CONSTRAINT "simulated_refunds_payment_id_simulated_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."simulated_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_reservations_holder_index" ON "consultation_reservations" USING btree ("holder") WHERE "consultation_reservations"."held_until" is not null;--> statement-breakpoint
CREATE INDEX "refunds_appointment_index" ON "refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_index" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_index" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_index" ON "appointments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_slot_index" ON "appointments" USING btree ("slot_start") WHERE "appointments"."slot_start" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mode_check" CHECK (mode in ('audio', 'video'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_check" CHECK (("appointments"."slot_start" is null) = ("appointments"."slot_end" is null) and ("appointments"."slot_start" is null or "appointments"."slot_start" < "appointments"."slot_end"));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK (status in ('Booked', 'Completed', 'Missed', 'Cancelled'));--> statement-breakpoint
-- One time, one client: no two reservations (holds or bookings) overlap, from a call's start to
-- its end plus the buffer it was made with (docs/decisions/035). The database decides between
-- racing buyers, instances, webhooks and the reconciler; Drizzle has no exclusion constraints,
-- so this one is written here.
ALTER TABLE "consultation_reservations" ADD CONSTRAINT "consultation_reservations_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "blocked_until") WITH &&);
