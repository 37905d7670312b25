/**
 * The 1C:Enterprise exchange (CommerceML 2, issue 25): 1C's sessions with every step they took, the files
 * they uploaded, the background imports, the exchange's settings, which orders 1C already has, and the
 * line differences 1C reported that the manager has to look at. The catalogue's own 1C ids live beside the
 * catalogue (catalog.ts); the payments 1C records are the orders' payments (orders.ts).
 */
import type { OrderStatus } from '@polotno/domain/orders/order-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const ONEC_EXCHANGE_TYPES = ['catalog', 'sale'] as const;
export const ONEC_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** Counts of one import (the catalogue importer's, or the orders' for a documents file). */
export interface OnecCountsRecord {
  created: number;
  updated: number;
  hidden: number;
  skipped: number;
}

/** One exchange 1C opened with `checkauth`; its cookie is kept only as a SHA-256. */
export const onecSessions = pgTable(
  'onec_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ONEC_EXCHANGE_TYPES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    /** The exchange folder `init` started (under `DATA_DIR/onec/`), null before `init` and once cleaned. */
    folder: text('folder'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('onec_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Every request of a session: the mode, the file, the bytes, the answer's first line and text, how long. */
export const onecSteps = pgTable(
  'onec_steps',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').references(() => onecSessions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    filename: text('filename'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** `success`, `progress` or `failure` (or `xml` for the orders a query sent). */
    answer: text('answer').notNull(),
    message: text('message').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('onec_steps_session_idx').on(t.sessionId, t.id)],
);

/** A file of a session's exchange folder as it stands: appended chunks, or unpacked from an archive. */
export const onecFiles = pgTable(
  'onec_files',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => onecSessions.id, { onDelete: 'cascade' }),
    /** The normalised relative name (`import0_1.xml`, `import_files/ab/x.jpg`). */
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Computed when the file is complete: unpacked, or imported. */
    sha256: text('sha256'),
    /** The archive it came out of, null for a file 1C sent itself. */
    archive: text('archive'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('onec_files_session_name_idx').on(t.sessionId, t.name)],
);

/**
 * One import of one file of one session: created by the first `mode=import` naming it, so a repeated call
 * finds it instead of importing again. At most one runs per exchange type; a running job's heartbeat lets
 * another process (or this one after a restart) see it was interrupted and run it again.
 */
export const onecJobs = pgTable(
  'onec_jobs',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => onecSessions.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ONEC_EXCHANGE_TYPES }).notNull(),
    filename: text('filename').notNull(),
    state: text('state', { enum: ONEC_JOB_STATES }).notNull().default('queued'),
    /** What the file turned out to be: `import`, `offers` or `documents`. */
    kind: text('kind'),
    counts: jsonb('counts').$type<OnecCountsRecord>(),
    /** What 1C's operator reads after `success` (unknown order numbers, pictures missing …). */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    error: text('error'),
    progress: jsonb('progress').$type<{ done: number; total: number | null; text: string }>(),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: at('heartbeat_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('onec_jobs_session_file_idx').on(t.sessionId, t.filename),
    uniqueIndex('onec_jobs_one_running_idx')
      .on(t.type)
      .where(sql`${t.state} = 'running'`),
    index('onec_jobs_state_idx').on(t.state, t.id),
  ],
);

/** The exchange's settings, one row (id 1), changed by the manager. */
export const onecSettings = pgTable(
  'onec_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** A full catalogue package hides the goods it no longer lists (never a changes-only one). */
    hideMissing: boolean('hide_missing').notNull().default(false),
    /** 1C's order status id («Статуса заказа ИД») → this shop's status. */
    statusMap: jsonb('status_map').$type<Record<string, OrderStatus>>().notNull().default({}),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('onec_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * What 1C has of each order: the version (`orders.updated_at`) the last confirmed query sent, the version
 * the last unconfirmed query sent, and 1C's own id and number once 1C sent the order back.
 */
export const onecOrders = pgTable(
  'onec_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    exportedVersion: at('exported_version'),
    sentVersion: at('sent_version'),
    sentQuery: uuid('sent_query'),
    onecId: text('onec_id'),
    onecNumber: text('onec_number'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('onec_orders_sent_query_idx').on(t.sentQuery)],
);

/** Each `mode=query` answer: which session asked, how many orders went, and when 1C confirmed it. */
export const onecQueries = pgTable('onec_queries', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').references(() => onecSessions.id, { onDelete: 'set null' }),
  orders: integer('orders').notNull(),
  at: at('at').notNull().defaultNow(),
  confirmedAt: at('confirmed_at'),
});

/** A line of an order as 1C has it and as the shop has it, when they differ. */
export interface OnecLineDifference {
  /** 1C's line Ид, or '' for a shop line 1C no longer has. */
  onecId: string;
  name: string;
  unit: string;
  /** 1C's figures, null for a line only the shop has. */
  onec: { quantity: number; pricePerUnit: number; sum: number } | null;
  /** The shop's line (its id) and figures, null for a line only 1C has. */
  shop: { lineId: number; quantity: number; pricePerUnit: number; sum: number | null } | null;
}

/**
 * Lines 1C changed in an order, kept for the manager (never applied to reserved rolls); the same
 * difference reported twice is one row (its fingerprint).
 */
export const onecDifferences = pgTable(
  'onec_differences',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => onecJobs.id, { onDelete: 'set null' }),
    fingerprint: text('fingerprint').notNull(),
    lines: jsonb('lines').$type<OnecLineDifference[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('onec_differences_order_fingerprint_idx').on(t.orderId, t.fingerprint)],
);
