CREATE TABLE "emi_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emi1_paise" bigint NOT NULL,
	"emi2_paise" bigint NOT NULL,
	"extra_paise" bigint NOT NULL,
	"receipt_id" text,
	"receipt_storage_key" text,
	"receipt_content_type" text,
	"receipt_bytes" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "emi_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"emi1_borrowed_paise" bigint DEFAULT 0 NOT NULL,
	"emi2_borrowed_paise" bigint DEFAULT 0 NOT NULL,
	"emi1_annual_rate_percent" numeric,
	"emi1_tenure_months" integer,
	"emi1_start_date" date,
	"emi2_annual_rate_percent" numeric,
	"emi2_tenure_months" integer,
	"emi2_start_date" date,
	"view_retention_days" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emi_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"server_ip" text NOT NULL,
	"client_ip" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emi_payments" ADD CONSTRAINT "emi_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emi_payments_receipt_key" ON "emi_payments" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "emi_payments_paid_idx" ON "emi_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "emi_views_viewed_idx" ON "emi_views" USING btree ("viewed_at");--> statement-breakpoint
INSERT INTO "emi_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
