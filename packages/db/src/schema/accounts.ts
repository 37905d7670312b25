/**
 * Accounts: users, server-side sessions, SMS verification codes, the SMS send log that rate limits read,
 * and login failure counters. Every counter lives here (not in process memory) so limits hold across
 * restarts and instances, and each is changed by a single atomic statement.
 */
import { ROLES, VERIFICATION_PURPOSES } from '@polotno/domain/accounts/accounts.constants';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `7` and 10 digits; the unique identifier of a customer, never changed. */
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    /** Lower-case, or null. */
    email: text('email'),
    company: text('company'),
    address: text('address'),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    blocked: boolean('blocked').notNull().default(false),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the 256-bit cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The company the person acts for in this session (their membership is checked on every request). */
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    /** HMAC-SHA256 under a server secret of phone, purpose and code. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When the code was accepted (single use). */
    usedAt: at('used_at'),
    /** When the verification token minted from this code was spent (single use). */
    tokenUsedAt: at('token_used_at'),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.phone, t.purpose, t.createdAt),
    index('verification_codes_created_idx').on(t.createdAt),
  ],
);

export const smsSendLog = pgTable(
  'sms_send_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** The phone without its last four digits: adjacent-number pumping shows up here. */
    prefix: text('prefix').notNull(),
    /** Client IP (IPv6 reduced to its /64). */
    ipKey: text('ip_key').notNull(),
    purpose: text('purpose').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    index('sms_send_log_phone_idx').on(t.phone, t.sentAt),
    index('sms_send_log_ip_idx').on(t.ipKey, t.sentAt),
    index('sms_send_log_prefix_idx').on(t.prefix, t.sentAt),
    index('sms_send_log_sent_idx').on(t.sentAt),
  ],
);

/** Failed logins per key (`account:<uuid>` or `ip:<ip>`) within a window, and the lock they caused. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull(),
  lockedUntil: at('locked_until'),
});
