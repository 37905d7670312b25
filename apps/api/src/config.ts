/**
 * The only reader of `process.env`. Every variable is validated here once; a bad value stops the start
 * with one message naming every wrong variable. The result is frozen and passed down explicitly.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { DbConfig } from '@polotno/db';
import {
  isValidCorrespondentAccount,
  isValidInn12,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from '@polotno/domain';
import { EnvSchema, S3_VARIABLES } from './config.env.ts';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when `DATABASE_URL` is set, else the embedded PGlite under `dataDir/db`. */
  database: DbConfig;
  seedDemo: boolean;
  admin: { phone: string | null; password: string | null };
  logLevel: string;
  /**
   * The origin browsers reach the shop at (required in production); links in messages point at it, and
   * in production state-changing cookie requests must come from it.
   */
  publicUrl: string;
  /**
   * Addresses and CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`) of the reverse proxies whose
   * `X-Forwarded-For/-Host/-Proto` are believed; empty: nobody's, the client is the socket's peer.
   */
  trustProxy: readonly string[];
  /** Signs access tokens and verification tokens. */
  sessionSecret: string;
  webBuildDir: string;
  /** Read-through cache of hot catalogue answers; off only to measure the database path. */
  catalogCache: boolean;
  /**
   * How long a rendered page that depends on nothing but its address (a visitor's, without a session)
   * is answered from memory; dropped at once on every catalogue change and every change made through a
   * page (content edits in the admin area). 0 renders every time.
   */
  pageCacheSeconds: number;
  /** WooCommerce as the catalogue source; null when `WOO_URL`/`WOO_KEY`/`WOO_SECRET` are not all set. */
  woo: WooConfig | null;
  /** The 1C:Enterprise exchange; null when `ONEC_LOGIN` and `ONEC_PASSWORD` are not set. */
  onec: OnecConfig | null;
  /** The Telegram bot; null when `TELEGRAM_BOT_TOKEN` is not set (nothing of it runs then). */
  telegram: TelegramConfig | null;
  /** The clock every time-based rule reads; tests move it instead of sleeping. */
  now: () => Date;
  sms: {
    /** `log` appends to `dataDir/outbox/sms.jsonl`; `smsru` calls the SMS.ru HTTP API. */
    provider: 'log' | 'smsru';
    apiId: string | null;
    apiUrl: string;
    from: string | null;
    perIpPerHour: number;
    perPrefixPerHour: number;
    globalPerHour: number;
  };
  auth: {
    loginMaxFailures: number;
    loginIpMaxFailures: number;
    loginLockMinutes: number;
    sessionIdleDays: number;
    sessionMaxDays: number;
    /** Coarse per-IP cap on each auth route, on top of the per-phone and per-account counters. */
    rateLimitPerMinute: number;
  };
  /** Invoice PDFs and price lists one caller (user, else IP) may have made per minute: each costs real CPU. */
  documentRateLimitPerMinute: number;
  /** Shared store for rate limits when several instances run; in-process memory otherwise. */
  redisUrl: string | null;
  /** Where files live: `dataDir/files`, or an S3-compatible bucket (path-style addressing). */
  files:
    | { kind: 'local'; dir: string }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKey: string; secretKey: string };
  /** Outgoing e-mail: `.eml` files under `dataDir/outbox/mail`, or SMTP. */
  mail: {
    transport: { kind: 'outbox'; dir: string } | { kind: 'smtp'; url: string };
    from: string;
    managers: string[];
  };
  /** The seller's requisites printed on invoices. */
  seller: SellerConfig;
  /** VAT rate in percent, included in every price. */
  vatPercent: number;
  /** How often this instance releases the stock of expired invoices; 0 turns the schedule off. */
  orderExpiryIntervalSeconds: number;
  /** Backups (`npm run backup`, and scheduled ones every `everyHours` when above 0), the newest `keep` kept. */
  backup: { dir: string; everyHours: number; keep: number };
  /** A bearer token that opens `/api/metrics` to a scraper off this machine; loopback needs none. */
  metricsToken: string | null;
  /**
   * Processes serving one port (`node:cluster`): with PostgreSQL the machine's cores unless `WORKERS` says
   * otherwise; always 1 with PGlite, which one process owns.
   */
  workers: number;
}

export interface SellerConfig {
  /** A company (ООО, INN of 10 digits) or an entrepreneur (ИП, INN of 12 digits, no KPP). */
  kind: 'llc' | 'entrepreneur';
  name: string;
  inn: string;
  /** Null for an entrepreneur. */
  kpp: string | null;
  /** The OGRN of a company, the OGRNIP of an entrepreneur. */
  ogrn: string;
  /** The seller's participant id at its ЭДО operator; null: no electronic УПД. */
  edoId: string | null;
  address: string;
  phone: string;
  bankName: string;
  bik: string;
  account: string;
  corrAccount: string;
  director: string;
  accountant: string;
}

export interface WooConfig {
  url: string;
  key: string;
  secret: string;
  /** Minutes between scheduled syncs; 0 turns the schedule off (start-up and webhooks still sync). */
  syncMinutes: number;
  /** Verifies `X-WC-Webhook-Signature`; without it the webhook endpoint refuses every call. */
  webhookSecret: string | null;
  timeoutMs: number;
}

export interface OnecConfig {
  /** What 1C's «Обмен с сайтом» is given as user and password (HTTP Basic). */
  login: string;
  password: string;
  /** The price type (its 1C Ид or name) that becomes the shop's price; null: the first one. */
  priceType: string | null;
  /** Largest chunk 1C may send in one request (`file_limit`), bytes. */
  fileLimit: number;
  /** Whether 1C is asked to send one zip archive (`zip=yes`). */
  zip: boolean;
  /** Most bytes all exchange folders may hold together. */
  quotaBytes: number;
  /** Exchange folders and session logs older than this are removed. */
  keepDays: number;
  /** Requests one address may make to the exchange endpoint per minute. */
  rateLimitPerMinute: number;
  /** Where the exchange folders live: `dataDir/onec`. */
  dir: string;
}

export interface TelegramConfig {
  token: string;
  /** The Bot API's base URL: Telegram's, or a proxy's or a test server's. */
  apiUrl: string;
  /** Chats that get every manager message without being linked from the back office. */
  managerChats: readonly number[];
  /** A colour whose available rolls fall below this after an order is told to the managers (0: never). */
  lowRollsThreshold: number;
  /**
   * `webhook` when `PUBLIC_URL` is https (Telegram calls the shop), else `polling` (the shop asks Telegram);
   * `none` in a cluster's worker when the primary polls (Telegram serves one `getUpdates` caller at a time).
   */
  updates: 'webhook' | 'polling' | 'none';
  /** Telegram sends it in `X-Telegram-Bot-Api-Secret-Token` with each webhook call; derived from the session secret. */
  webhookSecret: string;
  /** Seconds a `getUpdates` call waits for news (long polling). */
  pollingTimeoutSeconds: number;
  /** How often the outbox is looked at besides the moments a message is added (other instances, retries). */
  outboxPollMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message not delivered after this many attempts is given up (`failed`). */
  maxAttempts: number;
  /** A `sending` row is tried again after this if its process never said how it went. */
  leaseMs: number;
  /** Telegram's limits: one message a second to a chat, thirty a second in all. */
  perChatIntervalMs: number;
  globalPerSecond: number;
  /** How often invoices whose reserve ends within a day are looked for (the reminder); 0: never here. */
  reminderIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (normally `process.env`) into a frozen Config or throws a ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (!isValidSettlementAccount(env.SELLER_ACCOUNT, env.SELLER_BIK)) {
    throw new ConfigError(['SELLER_ACCOUNT: must be 20 digits whose control key matches SELLER_BIK']);
  }
  if (!isValidCorrespondentAccount(env.SELLER_CORR_ACCOUNT, env.SELLER_BIK)) {
    throw new ConfigError(['SELLER_CORR_ACCOUNT: must be 20 digits starting with 301 whose key matches SELLER_BIK']);
  }
  const seller = sellerKind(env);
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required in production (at least 32 random characters)']);
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // Cookie writes are accepted from this origin only, and links in e-mails and SMS point at it.
    throw new ConfigError(['PUBLIC_URL: required in production (the https://… address customers open the shop at)']);
  }
  if (env.SMS_PROVIDER === 'smsru' && !env.SMS_API_ID) {
    throw new ConfigError(['SMS_API_ID: required when SMS_PROVIDER=smsru']);
  }
  if (!env.DATABASE_URL && env.WORKERS !== undefined && env.WORKERS > 1) {
    throw new ConfigError([
      `WORKERS=${env.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded database is one process per data directory`,
    ]);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (Boolean(env.ONEC_LOGIN) !== Boolean(env.ONEC_PASSWORD)) {
    throw new ConfigError([
      env.ONEC_LOGIN
        ? 'ONEC_PASSWORD: required when ONEC_LOGIN is set (the 1C exchange needs both)'
        : 'ONEC_LOGIN: required when ONEC_PASSWORD is set (the 1C exchange needs both)',
    ]);
  }
  if (env.ONEC_LOGIN && env.WOO_URL && env.WOO_KEY && env.WOO_SECRET) {
    throw new ConfigError([
      'WOO_URL and ONEC_LOGIN: the catalogue has one source — configure either WooCommerce or the 1C exchange, not both',
    ]);
  }
  const s3Given = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < S3_VARIABLES.length) {
    throw new ConfigError(
      S3_VARIABLES.filter((name) => env[name] === undefined).map(
        (name) => `${name}: required when any of ${S3_VARIABLES.join(', ')} is set`,
      ),
    );
  }
  const sessionSecret = env.SESSION_SECRET ?? localSecret(dataDir);
  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres' as const, url: env.DATABASE_URL }
      : { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db') },
    seedDemo: env.SEED_DEMO,
    admin: Object.freeze({ phone: env.ADMIN_PHONE ?? null, password: env.ADMIN_PASSWORD ?? null }),
    logLevel: env.LOG_LEVEL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: Object.freeze(env.TRUST_PROXY ?? []),
    sessionSecret,
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? new URL('../../web/build', import.meta.url).pathname),
    catalogCache: env.CATALOG_CACHE,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    woo:
      env.WOO_URL && env.WOO_KEY && env.WOO_SECRET
        ? Object.freeze({
            url: env.WOO_URL.replace(/\/$/, ''),
            key: env.WOO_KEY,
            secret: env.WOO_SECRET,
            syncMinutes: env.WOO_SYNC_MINUTES,
            webhookSecret: env.WOO_WEBHOOK_SECRET ?? null,
            timeoutMs: env.WOO_TIMEOUT_MS,
          })
        : null,
    onec:
      env.ONEC_LOGIN && env.ONEC_PASSWORD
        ? Object.freeze({
            login: env.ONEC_LOGIN,
            password: env.ONEC_PASSWORD,
            priceType: env.ONEC_PRICE_TYPE ?? null,
            fileLimit: env.ONEC_FILE_LIMIT,
            zip: env.ONEC_ZIP,
            quotaBytes: env.ONEC_QUOTA_MB * 1_048_576,
            keepDays: env.ONEC_KEEP_DAYS,
            rateLimitPerMinute: env.ONEC_RATE_LIMIT_PER_MINUTE,
            dir: path.join(dataDir, 'onec'),
          })
        : null,
    telegram: env.TELEGRAM_BOT_TOKEN
      ? Object.freeze({
          token: env.TELEGRAM_BOT_TOKEN,
          apiUrl: env.TELEGRAM_API_URL.replace(/\/$/, ''),
          managerChats: Object.freeze(env.TELEGRAM_MANAGER_CHATS.map(Number)),
          lowRollsThreshold: env.TELEGRAM_LOW_ROLLS,
          updates: env.PUBLIC_URL?.startsWith('https://') ? ('webhook' as const) : ('polling' as const),
          webhookSecret: createHmac('sha256', sessionSecret).update('telegram-webhook').digest('base64url'),
          pollingTimeoutSeconds: 30,
          outboxPollMs: 5_000,
          retryBaseMs: 5_000,
          retryMaxMs: 3_600_000,
          maxAttempts: 30,
          leaseMs: 120_000,
          perChatIntervalMs: 1_000,
          globalPerSecond: 30,
          reminderIntervalMs: 600_000,
        })
      : null,
    now: () => new Date(),
    sms: Object.freeze({
      provider: env.SMS_PROVIDER,
      apiId: env.SMS_API_ID ?? null,
      apiUrl: env.SMS_API_URL.replace(/\/$/, ''),
      from: env.SMS_FROM ?? null,
      perIpPerHour: env.SMS_PER_IP_PER_HOUR,
      perPrefixPerHour: env.SMS_PER_PREFIX_PER_HOUR,
      globalPerHour: env.SMS_GLOBAL_PER_HOUR,
    }),
    auth: Object.freeze({
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginIpMaxFailures: env.LOGIN_IP_MAX_FAILURES,
      loginLockMinutes: env.LOGIN_LOCK_MINUTES,
      sessionIdleDays: env.SESSION_IDLE_DAYS,
      sessionMaxDays: env.SESSION_MAX_DAYS,
      rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    }),
    documentRateLimitPerMinute: env.DOCUMENT_RATE_LIMIT_PER_MINUTE,
    redisUrl: env.REDIS_URL ?? null,
    files: Object.freeze(
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
        ? {
            kind: 's3' as const,
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKey: env.S3_ACCESS_KEY,
            secretKey: env.S3_SECRET_KEY,
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'files') },
    ),
    mail: Object.freeze({
      transport: env.SMTP_URL
        ? { kind: 'smtp' as const, url: env.SMTP_URL }
        : { kind: 'outbox' as const, dir: path.join(dataDir, 'outbox', 'mail') },
      from: env.MAIL_FROM,
      managers: env.MAIL_MANAGERS,
    }),
    seller: Object.freeze({
      ...seller,
      name: env.SELLER_NAME,
      inn: env.SELLER_INN,
      edoId: env.SELLER_EDO_ID ?? null,
      address: env.SELLER_ADDRESS,
      phone: env.SELLER_PHONE,
      bankName: env.SELLER_BANK_NAME,
      bik: env.SELLER_BIK,
      account: env.SELLER_ACCOUNT,
      corrAccount: env.SELLER_CORR_ACCOUNT,
      director: env.SELLER_DIRECTOR,
      accountant: env.SELLER_ACCOUNTANT,
    }),
    vatPercent: env.VAT_PERCENT,
    orderExpiryIntervalSeconds: env.ORDER_EXPIRY_INTERVAL_SECONDS,
    backup: Object.freeze({
      dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      everyHours: env.BACKUP_EVERY_HOURS,
      keep: env.BACKUP_KEEP,
    }),
    metricsToken: env.METRICS_TOKEN ?? null,
    workers: env.WORKERS ?? (env.DATABASE_URL ? availableParallelism() : 1),
  });
}

/**
 * The seller as a company (10-digit INN: a KPP and a 13-digit OGRN, demo ones by default) or an entrepreneur
 * (12-digit INN: no KPP, and SELLER_OGRN is the 15-digit OGRNIP, required).
 */
function sellerKind(env: {
  SELLER_INN: string;
  SELLER_KPP?: string | undefined;
  SELLER_OGRN?: string | undefined;
}): Pick<SellerConfig, 'kind' | 'kpp' | 'ogrn'> {
  if (isValidInn12(env.SELLER_INN)) {
    if (env.SELLER_KPP !== undefined) {
      throw new ConfigError(['SELLER_KPP: an entrepreneur (12-digit SELLER_INN) has no KPP; leave it unset']);
    }
    if (env.SELLER_OGRN === undefined || !isValidOgrnip(env.SELLER_OGRN)) {
      throw new ConfigError([
        'SELLER_OGRN: for an entrepreneur (12-digit SELLER_INN) the 15-digit OGRNIP with a valid control digit',
      ]);
    }
    return { kind: 'entrepreneur', kpp: null, ogrn: env.SELLER_OGRN };
  }
  const ogrn = env.SELLER_OGRN ?? '1237700123451';
  if (!isValidOgrn(ogrn)) throw new ConfigError(['SELLER_OGRN: must be a 13-digit OGRN with a valid control digit']);
  return { kind: 'llc', kpp: env.SELLER_KPP ?? '770101001', ogrn };
}

/** Outside production, a random secret kept beside the data so sessions survive a restart. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, secret, { mode: 0o600 });
    } catch (error) {
      throw new ConfigError([`DATA_DIR ${dataDir} is not writable: ${(error as Error).message}`]);
    }
    return secret;
  }
}
