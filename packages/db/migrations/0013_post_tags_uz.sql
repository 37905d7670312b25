ALTER TABLE "posts" ADD COLUMN "tags_uz" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_tags_uz_idx" ON "posts" USING gin ("tags_uz");--> statement-breakpoint
-- Product cards now say which texts fell back to another language (`fallback`); cards made before lack it,
-- so they are dropped and made again (at start-up, or by the next reader).
DELETE FROM "product_cards";
