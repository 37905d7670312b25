CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL,
	"image" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'local' NOT NULL,
	"woo_id_ru" integer,
	"woo_id_uz" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_woo_id_ru_unique" UNIQUE("woo_id_ru"),
	CONSTRAINT "categories_woo_id_uz_unique" UNIQUE("woo_id_uz")
);
--> statement-breakpoint
CREATE TABLE "characteristic_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"group" text NOT NULL,
	"key" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "characteristic_groups_category_key" UNIQUE("category_id","key")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL,
	"hex" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_colors_hex_format" CHECK ("product_colors"."hex" is null or "product_colors"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"art" text DEFAULT '' NOT NULL,
	"category_id" text,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_uz" text DEFAULT '' NOT NULL,
	"short_description_ru" text DEFAULT '' NOT NULL,
	"short_description_uz" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'simple' NOT NULL,
	"unit" text DEFAULT 'kg' NOT NULL,
	"price_kopecks" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"canvas_ru" text DEFAULT '' NOT NULL,
	"canvas_uz" text DEFAULT '' NOT NULL,
	"composition_ru" text DEFAULT '' NOT NULL,
	"composition_uz" text DEFAULT '' NOT NULL,
	"weight" integer,
	"width" integer,
	"characteristics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"latest" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'local' NOT NULL,
	"woo_id_ru" integer,
	"woo_id_uz" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restocked_at" timestamp with time zone,
	CONSTRAINT "products_woo_id_ru_unique" UNIQUE("woo_id_ru"),
	CONSTRAINT "products_woo_id_uz_unique" UNIQUE("woo_id_uz"),
	CONSTRAINT "products_count_non_negative" CHECK ("products"."count" >= 0),
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characteristic_groups" ADD CONSTRAINT "characteristic_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_colors_product_idx" ON "product_colors" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_colors_name_ru_idx" ON "product_colors" USING btree ("name_ru");--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);