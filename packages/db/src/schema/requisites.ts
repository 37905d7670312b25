/**
 * Buyer requisites: one row per user, replaced as a whole; an order keeps a frozen copy of them. The customer
 * types are the domain's list (`CUSTOMER_TYPES`).
 */
import { CUSTOMER_TYPES } from '@polotno/domain/requisites/customer-types';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const requisites = pgTable('requisites', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: CUSTOMER_TYPES }).notNull(),
  name: text('name'),
  companyName: text('company_name'),
  inn: text('inn'),
  kpp: text('kpp'),
  ogrn: text('ogrn'),
  ogrnip: text('ogrnip'),
  address: text('address'),
  bankName: text('bank_name'),
  bik: text('bik'),
  account: text('account'),
  corrAccount: text('corr_account'),
  /** The buyer's ЭДО participant id, for the electronic УПД. */
  edoId: text('edo_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
