/**
 * The closed list of error codes the API can answer with. Each code has one HTTP status and a message
 * in every language of the shop; services throw `AppError(code)` and one handler turns it into JSON.
 * The codes any request can meet are here; each capability keeps its own in `<capability>/<capability>.errors.ts`.
 */
import type { ErrorDefinition } from './error-definition.ts';
import type { Lang } from './i18n.ts';
import { ACCOUNT_ERRORS } from './accounts/accounts.errors.ts';
import { COMPANY_ERRORS } from './companies/companies.errors.ts';
import { CATALOG_ERRORS } from './catalog/catalog.errors.ts';
import { CONTENT_ERRORS } from './content/content.errors.ts';
import { FILE_ERRORS } from './files/files.errors.ts';
import { ONEC_ERRORS } from './onec/onec.errors.ts';
import { ORDER_ERRORS } from './orders/orders.errors.ts';
import { OPS_ERRORS } from './ops/ops.errors.ts';
import { REQUEST_ERRORS } from './requests/requests.errors.ts';
import { REQUISITES_ERRORS } from './requisites/requisites.errors.ts';
import { ROLL_ERRORS } from './rolls/rolls.errors.ts';
import { TELEGRAM_ERRORS } from './telegram/telegram.errors.ts';

export type { ErrorDefinition } from './error-definition.ts';

/** Failures any request can meet: malformed input, authentication, limits, a service down. */
const GENERAL_ERRORS = {
  VALIDATION_FAILED: { status: 400, ru: 'Проверьте введённые данные', uz: "Kiritilgan ma'lumotlarni tekshiring" },
  BAD_REQUEST: { status: 400, ru: 'Некорректный запрос', uz: "Noto'g'ri so'rov" },
  UNAUTHORIZED: { status: 401, ru: 'Требуется вход в систему', uz: 'Tizimga kirish talab qilinadi' },
  FORBIDDEN: { status: 403, ru: 'Доступ запрещён', uz: 'Kirish taqiqlangan' },
  NOT_FOUND: { status: 404, ru: 'Не найдено', uz: 'Topilmadi' },
  ROUTE_NOT_FOUND: { status: 404, ru: 'Адрес не найден', uz: 'Manzil topilmadi' },
  CONFLICT: { status: 409, ru: 'Конфликт данных', uz: "Ma'lumotlar ziddiyati" },
  PAYLOAD_TOO_LARGE: { status: 413, ru: 'Слишком большой запрос', uz: "So'rov juda katta" },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    ru: 'Неподдерживаемый формат данных',
    uz: "Qo'llab-quvvatlanmaydigan ma'lumot formati",
  },
  RATE_LIMITED: {
    status: 429,
    ru: 'Слишком много запросов, попробуйте позже',
    uz: "So'rovlar juda ko'p, keyinroq urinib ko'ring",
  },
  SERVICE_UNAVAILABLE: { status: 503, ru: 'Сервис временно недоступен', uz: 'Xizmat vaqtincha ishlamayapti' },
} as const satisfies Record<string, ErrorDefinition>;

export const ERRORS = {
  ...GENERAL_ERRORS,
  ...FILE_ERRORS,
  ...CONTENT_ERRORS,
  ...REQUEST_ERRORS,
  ...ACCOUNT_ERRORS,
  ...REQUISITES_ERRORS,
  ...ORDER_ERRORS,
  ...ROLL_ERRORS,
  ...CATALOG_ERRORS,
  ...ONEC_ERRORS,
  ...OPS_ERRORS,
  ...TELEGRAM_ERRORS,
  ...COMPANY_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

/** Text parameters substituted into `{name}` placeholders of a message. */
export type MessageParams = Record<string, string | number>;

/** The message of `code` in `lang`, with `{name}` placeholders filled from `params`. */
export function errorMessage(code: ErrorCode, lang: Lang, params: MessageParams = {}): string {
  const template: string = ERRORS[code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** An expected failure with a code from `ERRORS`; anything else reaching the handler is a 500. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: MessageParams;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { params?: MessageParams; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = options.params ?? {};
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}
