/**
 * The only reader of `process.env`. Every variable is validated here once; a bad value stops the start
 * with one message naming every wrong variable. The result is frozen and passed down explicitly.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  isValidCorrespondentAccount,
  isValidInn12,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from '@polotno/domain';
import { EnvSchema, S3_VARIABLES } from './config.env.ts';
import type { Config, SellerConfig } from './config.types.ts';

export type { Config, OnecConfig, SellerConfig, TelegramConfig, WooConfig } from './config.types.ts';

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
