/**
 * Company accounts: a customer that is a company (ООО, ИП, НПД — one per ИНН, and КПП for a branch) with its
 * requisites. The company owns its requisites, requisites files, orders and their documents; a person may
 * belong to several companies (`company-members.ts`) and acts for one at a time (`sessions.company_id`). A
 * private person keeps their requisites in `requisites`. This table refers to no other, so the accounts'
 * sessions can refer to it.
 */
import { CUSTOMER_TYPES } from '@polotno/domain/requisites/customer-types';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const companies = pgTable(
  'companies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type', { enum: CUSTOMER_TYPES }).notNull(),
    name: text('name'),
    companyName: text('company_name'),
    inn: text('inn').notNull(),
    /** '' for a company without a КПП (ИП, НПД) and a head office that gave none. */
    kpp: text('kpp').notNull().default(''),
    ogrn: text('ogrn'),
    ogrnip: text('ogrnip'),
    address: text('address'),
    bankName: text('bank_name'),
    bik: text('bik'),
    account: text('account'),
    corrAccount: text('corr_account'),
    /** The company's ЭДО participant id, for the electronic УПД. */
    edoId: text('edo_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_inn_kpp_unique').on(t.inn, t.kpp),
    check('companies_not_private', sql`${t.type} <> 'private_person'`),
  ],
);
