/**
 * The Telegram bot (issue 31): the chats linked to accounts, the one-time link tokens (kept only as SHA-256)
 * and the durable outbox every message leaves through — one row per Bot API call, claimed by one process at
 * a time, retried with backoff, marked sent once (decision record 018).
 */
import { TELEGRAM_CHAT_KINDS, TELEGRAM_OUTBOX_STATES } from '@polotno/domain/telegram/telegram.constants';
import { LANGS } from '@polotno/domain/i18n';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Telegram's chat and user ids need up to 52 bits. */
const telegramId = (name: string) => bigint(name, { mode: 'number' });

/** A chat bound to an account: the customer's own, or a manager chat an ADMIN linked from the back office. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    chatId: telegramId('chat_id').primaryKey(),
    kind: text('kind', { enum: TELEGRAM_CHAT_KINDS }).notNull(),
    /** The customer, or the ADMIN who linked a manager chat. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The company the customer acted for when they linked the chat: the chat follows that company's orders as
     * far as the person's role there allows, while they are still its member. Null: their own orders.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The Telegram account that used the link: its presses on the buttons act for `userId`. */
    telegramUserId: telegramId('telegram_user_id').notNull(),
    /** The chat's title or the person's name as Telegram showed it when linked. */
    title: text('title').notNull().default(''),
    lang: text('lang', { enum: LANGS }).notNull().default('ru'),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (t) => [
    index('telegram_chats_user_idx').on(t.userId),
    index('telegram_chats_from_idx').on(t.telegramUserId),
    index('telegram_chats_company_idx').on(t.companyId),
  ],
);

/** A one-time link token: single use, short-lived; the token itself is never stored. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: TELEGRAM_CHAT_KINDS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the customer acted for when they asked for the link. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: LANGS }).notNull().default('ru'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('telegram_link_tokens_user_idx').on(t.userId)],
);

/**
 * The outbox: one Bot API call each (`sendMessage` or `sendDocument`), in id order per chat. `payload` is
 * the call's parameters; a document names what to attach (rendered when it is sent). `dedupeKey` makes an
 * event that is told twice one message.
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: telegramId('chat_id').notNull(),
    method: text('method', { enum: ['sendMessage', 'sendDocument'] }).notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key'),
    state: text('state', { enum: TELEGRAM_OUTBOX_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before then (backoff, or Telegram's `retry_after`). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A `sending` row whose process ended is tried again after this. */
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('telegram_outbox_dedupe_unique').on(t.dedupeKey),
    index('telegram_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state in ('pending', 'sending')`),
    index('telegram_outbox_chat_idx').on(t.chatId, t.id),
  ],
);
