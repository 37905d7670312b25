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
  // Requisites: every message names the field it is about.
  REQUISITES_TYPE_INVALID: {
    status: 400,
    ru: 'Тип покупателя: выберите ИП, ООО, самозанятый или частное лицо',
    uz: "Xaridor turi: YaTT, MChJ, o'zini o'zi band qilgan yoki jismoniy shaxsni tanlang",
  },
  REQUISITES_NAME_REQUIRED: {
    status: 400,
    ru: 'ФИО: заполните поле (до 300 символов)',
    uz: "F.I.Sh.: maydonni to'ldiring (300 belgigacha)",
  },
  REQUISITES_COMPANY_NAME_REQUIRED: {
    status: 400,
    ru: 'Название организации: заполните поле (до 300 символов)',
    uz: "Tashkilot nomi: maydonni to'ldiring (300 belgigacha)",
  },
  REQUISITES_ADDRESS_REQUIRED: {
    status: 400,
    ru: 'Адрес: заполните поле (до 500 символов)',
    uz: "Manzil: maydonni to'ldiring (500 belgigacha)",
  },
  REQUISITES_BANK_NAME_REQUIRED: {
    status: 400,
    ru: 'Название банка: заполните поле (до 300 символов)',
    uz: "Bank nomi: maydonni to'ldiring (300 belgigacha)",
  },
  REQUISITES_INN_INVALID: {
    status: 400,
    ru: 'ИНН: нужно 10 цифр для организации или 12 для ИП, самозанятого и частного лица, с верным контрольным числом',
    uz: "INN (STIR): tashkilot uchun 10 ta, YaTT, o'zini o'zi band qilgan va jismoniy shaxs uchun 12 ta raqam, to'g'ri nazorat raqami bilan",
  },
  REQUISITES_KPP_INVALID: {
    status: 400,
    ru: 'КПП: нужно 9 символов — 4 цифры, 2 цифры или латинские буквы, 3 цифры',
    uz: 'KPP: 9 ta belgi kerak — 4 raqam, 2 raqam yoki lotin harfi, 3 raqam',
  },
  REQUISITES_OGRN_INVALID: {
    status: 400,
    ru: 'ОГРН: нужно 13 цифр с верной контрольной цифрой',
    uz: "OGRN: to'g'ri nazorat raqami bilan 13 ta raqam kerak",
  },
  REQUISITES_OGRNIP_INVALID: {
    status: 400,
    ru: 'ОГРНИП: нужно 15 цифр с верной контрольной цифрой',
    uz: "OGRNIP: to'g'ri nazorat raqami bilan 15 ta raqam kerak",
  },
  REQUISITES_BIK_INVALID: {
    status: 400,
    ru: 'БИК: нужно 9 цифр, начиная с 04',
    uz: 'BIK: 04 bilan boshlanadigan 9 ta raqam kerak',
  },
  REQUISITES_ACCOUNT_INVALID: {
    status: 400,
    ru: 'Расчётный счёт: нужно 20 цифр, контрольный ключ должен сходиться с БИК',
    uz: 'Hisob raqami: 20 ta raqam kerak, nazorat kaliti BIK bilan mos kelishi kerak',
  },
  REQUISITES_CORR_ACCOUNT_INVALID: {
    status: 400,
    ru: 'Корреспондентский счёт: нужно 20 цифр, начиная с 301, ключ должен сходиться с БИК',
    uz: 'Korrespondent hisob: 301 bilan boshlanadigan 20 ta raqam kerak, kalit BIK bilan mos kelishi kerak',
  },
  INTERNAL: { status: 500, ru: 'Внутренняя ошибка сервера', uz: 'Serverning ichki xatosi' },
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
