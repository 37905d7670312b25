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
  FILE_REQUIRED: { status: 400, ru: 'Приложите файл', uz: 'Faylni biriktiring' },
  FILE_TOO_LARGE: {
    status: 413,
    ru: 'Файл слишком большой: не более {max} МБ',
    uz: 'Fayl juda katta: {max} MB dan oshmasligi kerak',
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    ru: 'Формат файла не поддерживается. Допустимы: {allowed}',
    uz: "Fayl formati qo'llab-quvvatlanmaydi. Ruxsat etilgan: {allowed}",
  },
  FILE_ARCHIVE_UNSAFE: {
    status: 422,
    ru: 'Документ повреждён или слишком велик после распаковки',
    uz: 'Hujjat shikastlangan yoki ochilganda juda katta',
  },
  IMAGE_TOO_LARGE: {
    status: 422,
    ru: 'Изображение слишком большое: не более {max} пикселей по стороне',
    uz: 'Rasm juda katta: har bir tomoni {max} pikseldan oshmasligi kerak',
  },
  PHONE_INVALID: { status: 400, ru: 'Некорректный номер телефона', uz: "Telefon raqami noto'g'ri" },
  SLUG_INVALID: {
    status: 400,
    ru: 'Адрес страницы: латинские строчные буквы, цифры и дефисы',
    uz: 'Sahifa manzili: lotin kichik harflari, raqamlar va chiziqchalar',
  },
  SLUG_TAKEN: { status: 409, ru: 'Такой адрес страницы уже занят', uz: 'Bunday sahifa manzili band' },
  PROMOTION_DATES_INVALID: {
    status: 400,
    ru: 'Дата окончания акции должна быть позже даты начала',
    uz: "Aksiya tugash sanasi boshlanish sanasidan keyin bo'lishi kerak",
  },
  IMAGE_NOT_FOUND: { status: 400, ru: 'Изображение не найдено', uz: 'Rasm topilmadi' },
  EMAIL_INVALID: { status: 400, ru: 'Некорректный адрес электронной почты', uz: "Elektron pochta manzili noto'g'ri" },
  NAME_REQUIRED: { status: 400, ru: 'Укажите имя', uz: 'Ismingizni kiriting' },
  MESSAGE_REQUIRED: { status: 400, ru: 'Напишите сообщение', uz: 'Xabar yozing' },
  CONTACT_REQUIRED: {
    status: 400,
    ru: 'Укажите телефон или e-mail для ответа',
    uz: 'Javob uchun telefon yoki e-mail kiriting',
  },
  MATERIALS_REQUIRED: {
    status: 400,
    ru: 'Выберите, что вам прислать: цветовую карту, образцы или прайс-лист',
    uz: "Nima yuborishimizni tanlang: rang kartasi, namunalar yoki narxlar ro'yxati",
  },
  REQUEST_FLOOD: {
    status: 429,
    ru: 'Мы уже получили ваши заявки — менеджер свяжется с вами. Новую заявку можно отправить позже',
    uz: "Arizalaringizni oldik — menejer siz bilan bog'lanadi. Yangi arizani keyinroq yuborishingiz mumkin",
  },
  SERVICE_UNAVAILABLE: { status: 503, ru: 'Сервис временно недоступен', uz: 'Xizmat vaqtincha ishlamayapti' },
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
