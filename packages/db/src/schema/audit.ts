/**
 * The audit trail of the back office: one row per change a manager made (and per change of a customer's a
 * manager must see), written by the API in the same transaction as the change, so a change and its record
 * are kept or lost together. Who (`actor_id`, their role then), when, the object (`kind`, `object_id` as
 * text: numbers, uuids and slugs alike), what was done, and only the fields that changed, before and after,
 * as the API names them. Rows are only ever inserted.
 */
import { ROLES } from '@polotno/domain/accounts/accounts.constants';
import { AUDIT_ACTIONS, AUDIT_KINDS } from '@polotno/domain/audit/audit.constants';
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const auditRecords = pgTable(
  'audit_records',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ROLES }).notNull(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    objectId: text('object_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The API request that made the change, as its log lines name it. */
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_records_at_idx').on(t.at),
    index('audit_records_object_idx').on(t.kind, t.objectId, t.at),
    index('audit_records_actor_idx').on(t.actorId, t.at),
  ],
);
