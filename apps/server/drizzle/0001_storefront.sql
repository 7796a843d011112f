CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"plan_key" text NOT NULL,
	"name" text NOT NULL,
	"plan_title" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	"price_paise" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_plan_key_unique" UNIQUE("plan_key")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registered_domains" (
	"name" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tld_prices" (
	"tld" text PRIMARY KEY NOT NULL,
	"monthly_price_paise" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS LAST);