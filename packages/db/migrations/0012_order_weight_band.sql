ALTER TABLE "products" ADD COLUMN "roll_min_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "roll_max_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "roll_min_grams" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "roll_max_grams" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_override_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_override_by" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_weight_override_by_users_id_fk" FOREIGN KEY ("weight_override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_roll_band_valid" CHECK (("products"."roll_min_grams" is null and "products"."roll_max_grams" is null) or ("products"."roll_min_grams" > 0 and "products"."roll_max_grams" >= "products"."roll_min_grams"));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_roll_band_valid" CHECK ("order_lines"."roll_min_grams" > 0 and "order_lines"."roll_max_grams" >= "order_lines"."roll_min_grams");