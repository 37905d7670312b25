CREATE TABLE "order_upds" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"file_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "order_upds_number_positive" CHECK ("order_upds"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "upd_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requisites" ADD COLUMN "edo_id" text;--> statement-breakpoint
ALTER TABLE "order_upds" ADD CONSTRAINT "order_upds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_upds_year_number_idx" ON "order_upds" USING btree ("year","number");