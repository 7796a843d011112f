CREATE TABLE "emulator_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"cf_order_id" text NOT NULL,
	"payment_session_id" text NOT NULL,
	"entity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emulator_orders_payment_session_id_unique" UNIQUE("payment_session_id")
);
--> statement-breakpoint
CREATE TABLE "emulator_payments" (
	"cf_payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"entity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	"domain" text NOT NULL,
	"domain_price_paise" integer NOT NULL,
	"products" jsonb NOT NULL,
	"order_status" text DEFAULT 'Pending' NOT NULL,
	"payment_status" text DEFAULT 'NOT_ATTEMPTED' NOT NULL,
	"provider_order_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"cf_order_id" text,
	"payment_session_id" text,
	"transaction_id" text,
	"bank_reference" text,
	"transaction_time" timestamp with time zone,
	"invoice_number" text,
	"paid_at" timestamp with time zone,
	"last_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"cf_payment_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_cf_payment_id_type_pk" PRIMARY KEY("cf_payment_id","type")
);
--> statement-breakpoint
ALTER TABLE "emulator_payments" ADD CONSTRAINT "emulator_payments_order_id_emulator_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."emulator_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emulator_payments_order_idx" ON "emulator_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_id_key" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("order_status","last_verified_at");