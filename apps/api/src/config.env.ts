/**
 * The environment the API reads, as one zod schema: every variable, its default and what a bad value is
 * told (config.ts turns the parsed environment into the Config the app is given).
 */
import { isIP } from 'node:net';
import {
  DEFAULT_VAT_PERCENT,
  EDO_ID_PATTERN,
  isValidBik,
  isValidInn10,
  isValidInn12,
  isValidKpp,
} from '@polotno/domain';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A comma-separated list, items trimmed, empty items dropped. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const BAD_PORT = 'must be a port number from 0 to 65535';
const BAD_WORKERS = 'must be a whole number of processes from 1 to 256';

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: BAD_PORT })
    .int({ error: BAD_PORT })
    .min(0, { error: BAD_PORT })
    .max(65535, { error: BAD_PORT })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SEED_DEMO: boolean.default(true),
  ADMIN_PHONE: z
    .string()
    .regex(/^\+?[78]\d{10}$/, 'must be a Russian phone number: 7 and 10 digits')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: commaList
    .superRefine((items, context) => {
      for (const problem of items.map(trustedProxyProblem).filter((found) => found !== null)) {
        context.addIssue({ code: 'custom', message: problem });
      }
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  CATALOG_CACHE: boolean.default(true),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  WOO_URL: z.url({ protocol: /^https?$/ }).optional(),
  WOO_KEY: z.string().min(1).optional(),
  WOO_SECRET: z.string().min(1).optional(),
  WOO_SYNC_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
  WOO_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  WOO_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  // The 1C:Enterprise exchange (CommerceML 2): on when both ONEC_LOGIN and ONEC_PASSWORD are set.
  ONEC_LOGIN: z
    .string()
    .regex(/^[^:\s]{1,100}$/, 'must be 1–100 characters without spaces or a colon')
    .optional(),
  ONEC_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  ONEC_PRICE_TYPE: z.string().min(1).optional(),
  ONEC_FILE_LIMIT: z.coerce.number().int().min(1024).max(104_857_600).default(5_242_880),
  ONEC_ZIP: boolean.default(true),
  ONEC_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
  ONEC_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  ONEC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // The Telegram bot: on when TELEGRAM_BOT_TOKEN is set (issue 31).
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d{1,20}:[\w-]{20,100}$/, 'must be a bot token as @BotFather gives it: digits, a colon, then the key')
    .optional(),
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  TELEGRAM_MANAGER_CHATS: commaList
    .pipe(z.array(z.string().regex(/^-?\d{1,20}$/, 'must be a comma-separated list of Telegram chat ids')))
    .default([]),
  TELEGRAM_LOW_ROLLS: z.coerce.number().int().min(0).max(1000).default(3),
  // Accounts
  SMS_PROVIDER: z.enum(['log', 'smsru']).default('log'),
  SMS_API_ID: z.string().min(1).optional(),
  SMS_API_URL: z.url().default('https://sms.ru'),
  SMS_FROM: z.string().min(1).max(11).optional(),
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SMS_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SMS_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(200),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  DOCUMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Polotno <no-reply@polotno.local>'),
  MAIL_MANAGERS: commaList.pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))).default([]),
  // The seller printed on invoices. Demo defaults are checksum-valid but fictitious: set real ones in production.
  // A 12-digit INN makes the seller an entrepreneur (ИП): no KPP, and SELLER_OGRN is the OGRNIP (config.ts).
  // The name and the bank's name go into the invoice's payment QR, whose standard caps them at 160 and 45.
  SELLER_NAME: z.string().min(1).max(160, 'must be at most 160 characters (the payment QR)').default('ООО «Полотно»'),
  SELLER_INN: z
    .string()
    .refine(
      (value) => isValidInn10(value) || isValidInn12(value),
      'must be a 10-digit (company) or 12-digit (entrepreneur) INN with valid control digits',
    )
    .default('7701234560'),
  SELLER_KPP: z.string().refine(isValidKpp, 'must be a 9-character KPP').optional(),
  SELLER_OGRN: z.string().optional(),
  // The seller's participant id at its ЭДО operator (2BM-…, 2BE…): without it no electronic УПД is offered.
  SELLER_EDO_ID: z
    .string()
    .regex(EDO_ID_PATTERN, 'must be an ЭДО participant id: 2, the operator code, then up to 43 letters, digits or -')
    .optional(),
  SELLER_ADDRESS: z.string().min(1).default('109316, г. Москва, Волгоградский пр-т, д. 42, корп. 5'),
  SELLER_PHONE: z.string().min(1).default('+7 (495) 000-00-00'),
  SELLER_BANK_NAME: z
    .string()
    .min(1)
    .max(45, 'must be at most 45 characters (the payment QR)')
    .default('ПАО Сбербанк, г. Москва'),
  SELLER_BIK: z.string().refine(isValidBik, 'must be a 9-digit BIK starting with 04').default('044525225'),
  SELLER_ACCOUNT: z.string().default('40702810938000012345'),
  SELLER_CORR_ACCOUNT: z.string().default('30101810400000000225'),
  SELLER_DIRECTOR: z.string().min(1).default('Иванов И. И.'),
  SELLER_ACCOUNTANT: z.string().min(1).default('Петрова А. С.'),
  VAT_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_VAT_PERCENT),
  ORDER_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 24)
    .default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WORKERS: z.coerce
    .number({ error: BAD_WORKERS })
    .int({ error: BAD_WORKERS })
    .min(1, { error: BAD_WORKERS })
    .max(256, { error: BAD_WORKERS })
    .optional(),
});

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why one item of `TRUST_PROXY` is not an address, a CIDR range or a keyword; null when it is one. */
function trustedProxyProblem(item: string): string | null {
  if (PROXY_KEYWORDS.has(item)) return null;
  if (/^\d+$/.test(item)) {
    // Fastify 5 ignores a hop count (it trusts nobody then): a count cannot tell the proxy from a client
    // that connects directly and writes its own X-Forwarded-For.
    return `"${item}" is a hop count, which cannot tell the proxy from a client connecting directly; name the proxy's address instead (e.g. 127.0.0.1, loopback or 10.0.0.0/8)`;
  }
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return `"${item}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`;
  }
  if (prefix !== undefined) {
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(bits <= (family === 4 ? 32 : 128))) return `"${item}" has a bad prefix length (IPv4: 0–32, IPv6: 0–128)`;
  }
  return null;
}

export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

export type Env = z.input<typeof EnvSchema>;
