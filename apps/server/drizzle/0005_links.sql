CREATE TABLE "link_owner_stats" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"link_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_shares" (
	"link_id" integer NOT NULL,
	"shared_with" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_shares_link_id_shared_with_pk" PRIMARY KEY("link_id","shared_with")
);
--> statement-breakpoint
CREATE TABLE "link_tag_links" (
	"link_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "link_tag_links_link_id_tag_id_pk" PRIMARY KEY("link_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "link_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"image" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_owner_stats" ADD CONSTRAINT "link_owner_stats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_shares" ADD CONSTRAINT "link_shares_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_shares" ADD CONSTRAINT "link_shares_shared_with_users_id_fk" FOREIGN KEY ("shared_with") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tag_links" ADD CONSTRAINT "link_tag_links_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tag_links" ADD CONSTRAINT "link_tag_links_tag_id_link_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."link_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tags" ADD CONSTRAINT "link_tags_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_shares_shared_with_idx" ON "link_shares" USING btree ("shared_with");--> statement-breakpoint
CREATE INDEX "link_tag_links_tag_idx" ON "link_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "link_tags_owner_name_key" ON "link_tags" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "links_owner_name_idx" ON "links" USING btree ("owner_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "links_owner_description_idx" ON "links" USING btree ("owner_id",lower(left("description", 100)),"id");--> statement-breakpoint
CREATE INDEX "links_owner_type_idx" ON "links" USING btree ("owner_id",lower("type"),"id");--> statement-breakpoint
CREATE INDEX "links_owner_url_idx" ON "links" USING btree ("owner_id","url");--> statement-breakpoint
CREATE INDEX "links_search_trgm_idx" ON "links" USING gin ("search_text" gin_trgm_ops);