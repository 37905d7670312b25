CREATE TABLE "onec_stock_differences" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"onec_quantity" numeric(14, 3) NOT NULL,
	"onec_unit" text NOT NULL,
	"shop_rolls" integer NOT NULL,
	"shop_grams" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "onec_id" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "product_colors" ADD COLUMN "onec_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "onec_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "onec" jsonb;--> statement-breakpoint
ALTER TABLE "onec_stock_differences" ADD CONSTRAINT "onec_stock_differences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_onec_id_unique" UNIQUE("onec_id");--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_onec_id_unique" UNIQUE("onec_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_onec_id_unique" UNIQUE("onec_id");