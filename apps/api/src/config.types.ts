/** The shape of the shop's configuration, as `loadConfig` (config.ts) builds it from the environment. */
import type { DbConfig } from '@polotno/db';

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
