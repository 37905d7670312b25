ALTER TABLE "telegram_chats" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD CONSTRAINT "telegram_link_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_chats_company_idx" ON "telegram_chats" USING btree ("company_id");--> statement-breakpoint
-- A customer's chat linked before companies existed follows the company their requisites became (0022).
UPDATE "telegram_chats" c SET "company_id" = m."company_id"
FROM "memberships" m
WHERE c."kind" = 'customer' AND m."user_id" = c."user_id";
