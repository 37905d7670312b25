/**
 * Company accounts: a customer that is a company (ООО, ИП, НПД — one per ИНН, and КПП for a branch) with its
 * requisites, the people who act for it and their roles, and the invitations its owner sends. The company owns
 * its requisites, requisites files, orders and their documents; a person may belong to several companies and
 * acts for one at a time (`sessions.company_id`). A private person keeps their requisites in `requisites`.
 */
import { COMPANY_ROLES } from '@polotno/domain/companies/companies.roles';
import { CUSTOMER_TYPES } from '@polotno/domain/requisites/customer-types';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });
const roles = sql.raw(COMPANY_ROLES.map((role) => `'${role}'`).join(', '));

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

export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    /** A buyer's limit for one order, kopecks; above it the order waits for an owner's approval. Null: none. */
    orderLimitKopecks: money('order_limit_kopecks'),
    /** A buyer's limit for a calendar month (Moscow) of orders placed, kopecks. Null: none. */
    monthLimitKopecks: money('month_limit_kopecks'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
    check('memberships_role_valid', sql`${t.role} in (${roles})`),
  ],
);

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The invitee's phone, `7XXXXXXXXXX`: only the account with this phone can accept. */
    phone: text('phone').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    orderLimitKopecks: money('order_limit_kopecks'),
    monthLimitKopecks: money('month_limit_kopecks'),
    /** sha256 of the link's token; the token itself is only in the SMS. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('company_invitations_token_unique').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    check('company_invitations_role_valid', sql`${t.role} in (${roles})`),
  ],
);
