ALTER TABLE "posts" ADD COLUMN "tags_uz" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_tags_uz_idx" ON "posts" USING gin ("tags_uz");