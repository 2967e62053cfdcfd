CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK (purpose in ('password-reset', 'email-change'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"ending" text,
	CONSTRAINT "consents_purpose_check" CHECK (purpose in ('saved-person-birth-details')),
	CONSTRAINT "consents_ending_check" CHECK (ending in ('withdrawn', 'person-removed', 'account-deleted')),
	CONSTRAINT "consents_withdrawn_check" CHECK (("consents"."withdrawn_at" is null) = ("consents"."ending" is null))
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"consent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text,
	"place_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"zone" text,
	"utc_offset_minutes" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_people_consent_id_unique" UNIQUE("consent_id"),
	CONSTRAINT "saved_people_relation_check" CHECK (relation in ('self', 'spouse', 'child', 'parent', 'sibling', 'grandparent', 'relative', 'friend', 'other')),
	CONSTRAINT "saved_people_zone_check" CHECK ("saved_people"."zone" is not null or "saved_people"."utc_offset_minutes" is not null)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_people" ADD CONSTRAINT "saved_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_people" ADD CONSTRAINT "saved_people_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_index" ON "account_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "consents_user_index" ON "consents" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_email_index" ON "password_reset_requests" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_ip_index" ON "password_reset_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "saved_people_user_index" ON "saved_people" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_index" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_user_index" ON "outbox" USING btree ("user_id") WHERE "outbox"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_search_index" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_index" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_search_index" ON "users" USING gin ("phone" gin_trgm_ops);