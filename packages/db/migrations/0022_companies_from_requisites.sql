-- Every customer with the requisites of a company (ООО, ИП, НПД) becomes the owner of that company, one
-- company per ИНН + КПП: the latest saved requisites of that pair are the company's; every account that
-- saved them is an owner (nothing is lost when two accounts of one workshop saved the same ИНН). Their orders
-- placed with that ИНН + КПП, their requisites files and their open sessions move to the company; the moved
-- requisites rows leave `requisites`, which keeps private persons only.
INSERT INTO "companies" ("type", "name", "company_name", "inn", "kpp", "ogrn", "ogrnip", "address", "bank_name",
  "bik", "account", "corr_account", "edo_id", "created_at", "updated_at")
SELECT DISTINCT ON (r."inn", coalesce(r."kpp", ''))
  r."type", r."name", r."company_name", r."inn", coalesce(r."kpp", ''), r."ogrn", r."ogrnip", r."address",
  r."bank_name", r."bik", r."account", r."corr_account", r."edo_id", r."updated_at", r."updated_at"
FROM "requisites" r
WHERE r."type" <> 'private_person' AND r."inn" IS NOT NULL AND r."inn" <> ''
ORDER BY r."inn", coalesce(r."kpp", ''), r."updated_at" DESC;
--> statement-breakpoint
INSERT INTO "memberships" ("company_id", "user_id", "role", "created_at")
SELECT c."id", r."user_id", 'owner', r."updated_at"
FROM "requisites" r
JOIN "companies" c ON c."inn" = r."inn" AND c."kpp" = coalesce(r."kpp", '')
WHERE r."type" <> 'private_person';
--> statement-breakpoint
UPDATE "orders" o SET "company_id" = m."company_id"
FROM "memberships" m
JOIN "companies" c ON c."id" = m."company_id"
WHERE m."user_id" = o."user_id" AND o."requisites"->>'inn' = c."inn"
  AND coalesce(o."requisites"->>'kpp', '') = c."kpp";
--> statement-breakpoint
UPDATE "stored_files" f SET "company_id" = m."company_id"
FROM "memberships" m
WHERE f."kind" = 'document' AND f."owner_id" = m."user_id";
--> statement-breakpoint
UPDATE "sessions" s SET "company_id" = m."company_id"
FROM "memberships" m
WHERE m."user_id" = s."user_id" AND s."revoked_at" IS NULL;
--> statement-breakpoint
DELETE FROM "requisites" r
USING "companies" c
WHERE r."type" <> 'private_person' AND c."inn" = r."inn" AND c."kpp" = coalesce(r."kpp", '');
