CREATE TABLE "product_cards" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"head" text NOT NULL,
	"facets" text NOT NULL,
	"built_from" timestamp with time zone NOT NULL,
	CONSTRAINT "product_cards_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE "search_words"."word" !~ '[0-9]';