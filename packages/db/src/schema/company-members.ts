/**
 * The people who act for a company — owner, buyer, accountant, a buyer's limits — and the invitations its
 * owner sends (decision 020).
 */
import { COMPANY_ROLES } from '@polotno/domain/companies/companies.roles';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });
const roles = sql.raw(COMPANY_ROLES.map((role) => `'${role}'`).join(', '));

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
