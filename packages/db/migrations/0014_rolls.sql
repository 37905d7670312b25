-- Rolls with dye lots (issue 18). Roll numbers come from roll_number_seq; a roll is held by at most one
-- order line at a time (order_line_rolls_held_roll). Colours that hold rolls are never deleted behind
-- their back (no action: a product's deletion still cascades to its lots and rolls in one statement).
-- No catalog_changes trigger on these tables: product answers carry no lot data (the lots are served
-- uncached by GET /api/product/{id}/lots), and every roll change rewrites the product's `count`, whose
-- trigger already tells every instance.
CREATE SEQUENCE "public"."roll_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_line_rolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"roll_id" integer,
	"number" text NOT NULL,
	"lot" text NOT NULL,
	"grams" integer NOT NULL,
	"held" boolean DEFAULT true NOT NULL,
	"swapped_out_at" timestamp with time zone,
	"swap_reason" text
);
--> statement-breakpoint
CREATE TABLE "roll_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"order_id" integer,
	"changed_by" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roll_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer,
	"number" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" uuid,
	CONSTRAINT "roll_lots_product_color_number" UNIQUE NULLS NOT DISTINCT("product_id","color_id","number")
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer,
	"lot_id" integer NOT NULL,
	"grams" integer NOT NULL,
	"width_cm" integer,
	"grade" text,
	"note" text,
	"status" text DEFAULT 'available' NOT NULL,
	"order_line_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rolls_number_unique" UNIQUE("number"),
	CONSTRAINT "rolls_grams_positive" CHECK ("rolls"."grams" > 0),
	CONSTRAINT "rolls_status_valid" CHECK ("rolls"."status" in ('available', 'reserved', 'shipped', 'written_off'))
);
--> statement-breakpoint
ALTER TABLE "order_line_rolls" ADD CONSTRAINT "order_line_rolls_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_rolls" ADD CONSTRAINT "order_line_rolls_roll_id_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."rolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_roll_id_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_lots" ADD CONSTRAINT "roll_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_lots" ADD CONSTRAINT "roll_lots_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_lots" ADD CONSTRAINT "roll_lots_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_lot_id_roll_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."roll_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_rolls_line_idx" ON "order_line_rolls" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_rolls_held_roll" ON "order_line_rolls" USING btree ("roll_id") WHERE "order_line_rolls"."held";--> statement-breakpoint
CREATE INDEX "roll_events_roll_idx" ON "roll_events" USING btree ("roll_id");--> statement-breakpoint
CREATE INDEX "roll_lots_product_idx" ON "roll_lots" USING btree ("product_id","received_at");--> statement-breakpoint
CREATE INDEX "rolls_product_status_idx" ON "rolls" USING btree ("product_id","color_id","status","lot_id");--> statement-breakpoint
CREATE INDEX "rolls_lot_idx" ON "rolls" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "rolls_order_line_idx" ON "rolls" USING btree ("order_line_id");