import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { storedFiles } from './files.ts';

/** Price-list and samples requests, feedback and order briefs from visitors and customers. */
export const visitorRequests = pgTable(
  'visitor_requests',
  {
    id: serial('id').primaryKey(),
    /** price | feedback | brief */
    kind: text('kind').notNull(),
    /** new | in-progress | done */
    status: text('status').notNull().default('new'),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    company: text('company'),
    deliveryMethod: text('delivery_method'),
    address: text('address'),
    materials: text('materials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text('message'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visitor_requests_status_idx').on(table.status, table.createdAt),
    index('visitor_requests_phone_idx').on(table.phone, table.createdAt),
    index('visitor_requests_email_idx').on(table.email, table.createdAt),
  ],
);
