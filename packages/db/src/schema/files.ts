import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/**
 * Private files the shop keeps: customers' requisites documents and order briefs (served only to their
 * owner or an ADMIN). Content and catalogue images live in the catalogue's image pipeline instead. The bytes
 * live in the file store under `key` (server-generated); `name` is only the cleaned display name.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** image | document | brief */
    kind: text('kind').notNull(),
    /** The customer a private file belongs to; their files go with their account. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The company a requisites file belongs to (its members see it); null for a private person's file. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerId, table.createdAt),
    index('stored_files_company_idx').on(table.companyId, table.createdAt),
  ],
);
