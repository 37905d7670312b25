/**
 * The closed list of error codes the API can answer with. Each code has one HTTP status and a message
 * in every language of the shop; services throw `AppError(code)` and one handler turns it into JSON.
 */
import type { Lang } from './i18n.ts';

interface ErrorDefinition {
  status: number;
  ru: string;
  uz: string;
}

export const ERRORS = {
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
  INTERNAL: { status: 500, ru: 'Внутренняя ошибка сервера', uz: 'Serverning ichki xatosi' },
  // Catalogue
  PRODUCT_NOT_FOUND: { status: 404, ru: 'Товар не найден', uz: 'Mahsulot topilmadi' },
  CATEGORY_NOT_FOUND: { status: 404, ru: 'Категория не найдена', uz: 'Kategoriya topilmadi' },
  CATEGORY_EXISTS: {
    status: 409,
    ru: 'Категория с таким кодом уже есть',
    uz: 'Bunday kodli kategoriya allaqachon bor',
  },
  IMAGE_NOT_FOUND: { status: 404, ru: 'Изображение не найдено', uz: 'Rasm topilmadi' },
  STOCK_INVALID: {
    status: 400,
    ru: 'Остаток должен быть целым числом не меньше нуля',
    uz: "Qoldiq noldan kichik bo'lmagan butun son bo'lishi kerak",
  },
  IMAGE_INVALID: {
    status: 415,
    ru: 'Загрузите изображение JPEG, PNG или WebP',
    uz: 'JPEG, PNG yoki WebP rasmini yuklang',
  },
  IMAGE_TOO_LARGE: { status: 413, ru: 'Файл больше {max} МБ', uz: 'Fayl {max} MB dan katta' },
  IMAGE_TOO_MANY_PIXELS: {
    status: 422,
    ru: 'Изображение больше {max} пикселей по стороне',
    uz: 'Rasm tomoni {max} pikseldan katta',
  },
  PRODUCT_SYNCED_READ_ONLY: {
    status: 409,
    ru: 'Товар загружен из WooCommerce: здесь меняются только остаток и метки, остальное — в WooCommerce',
    uz: "Mahsulot WooCommerce'dan olingan: bu yerda faqat qoldiq va belgilar o'zgaradi, qolgani WooCommerce'da",
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, ru: 'Неверная подпись вебхука', uz: "Webhook imzosi noto'g'ri" },
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
