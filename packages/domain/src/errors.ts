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
  FILES_LIMIT_REACHED: {
    status: 409,
    ru: 'Загружено максимальное число файлов ({max}); удалите ненужные',
    uz: "Fayllar soni chegarasiga yetildi ({max}); keraksizlarini o'chiring",
  },
  REQUEST_FLOOD: {
    status: 429,
    ru: 'Мы уже получили ваши заявки — менеджер свяжется с вами. Новую заявку можно отправить позже',
    uz: "Arizalaringizni oldik — menejer siz bilan bog'lanadi. Yangi arizani keyinroq yuborishingiz mumkin",
  },
  SERVICE_UNAVAILABLE: { status: 503, ru: 'Сервис временно недоступен', uz: 'Xizmat vaqtincha ishlamayapti' },
  // Accounts (spec §8)
  PHONE_INVALID: { status: 400, ru: 'Некорректный формат номера телефона', uz: "Telefon raqami formati noto'g'ri" },
  CODE_FORMAT_INVALID: { status: 400, ru: 'Некорректный формат кода', uz: "Kod formati noto'g'ri" },
  VERIFICATION_CODE_INVALID: {
    status: 400,
    ru: 'Неверный код подтверждения. Осталось попыток: {attemptsLeft}',
    uz: "Tasdiqlash kodi noto'g'ri. Qolgan urinishlar: {attemptsLeft}",
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    ru: 'Код подтверждения истёк или не запрашивался. Запросите новый код',
    uz: "Tasdiqlash kodi muddati tugagan yoki so'ralmagan. Yangi kod so'rang",
  },
  VERIFICATION_ATTEMPTS_EXCEEDED: {
    status: 429,
    ru: 'Слишком много неверных попыток. Запросите новый код',
    uz: "Noto'g'ri urinishlar juda ko'p. Yangi kod so'rang",
  },
  VERIFICATION_RESEND_TOO_SOON: {
    status: 429,
    ru: 'Повторная отправка кода возможна через {seconds} секунд',
    uz: 'Kodni {seconds} soniyadan keyin qayta yuborish mumkin',
  },
  VERIFICATION_SEND_LIMIT: {
    status: 429,
    ru: 'Превышен лимит отправки SMS на этот номер. Попробуйте завтра',
    uz: "Bu raqamga SMS yuborish limiti tugadi. Ertaga urinib ko'ring",
  },
  VERIFICATION_SEND_BLOCKED: {
    status: 429,
    ru: 'Отправка SMS временно ограничена. Попробуйте позже',
    uz: "SMS yuborish vaqtincha cheklangan. Keyinroq urinib ko'ring",
  },
  VERIFICATION_SEND_FAILED: {
    status: 502,
    ru: 'Ошибка при отправке кода',
    uz: 'Kodni yuborishda xatolik yuz berdi',
  },
  VERIFICATION_TOKEN_INVALID: {
    status: 400,
    ru: 'Подтверждение номера недействительно или истекло. Подтвердите номер заново',
    uz: "Raqam tasdig'i yaroqsiz yoki muddati tugagan. Raqamni qaytadan tasdiqlang",
  },
  PHONE_ALREADY_REGISTERED: {
    status: 409,
    ru: 'Пользователь с таким номером телефона уже существует',
    uz: 'Bunday telefon raqamli foydalanuvchi allaqachon mavjud',
  },
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    ru: 'Пользователь с таким e-mail уже существует',
    uz: 'Bunday e-mail manzilli foydalanuvchi allaqachon mavjud',
  },
  USER_NOT_FOUND: {
    status: 404,
    ru: 'Пользователь с таким номером не найден',
    uz: 'Bunday raqamli foydalanuvchi topilmadi',
  },
  AUTH_INVALID_CREDENTIALS: { status: 401, ru: 'Неверный логин или пароль', uz: "Login yoki parol noto'g'ri" },
  AUTH_ACCOUNT_BLOCKED: {
    status: 403,
    ru: 'Доступ запрещён, возможно, аккаунт заблокирован',
    uz: 'Kirish taqiqlangan, ehtimol hisob bloklangan',
  },
  AUTH_ADMIN_ONLY: {
    status: 403,
    ru: 'Вход только для администраторов',
    uz: 'Faqat administratorlar uchun kirish',
  },
  AUTH_TOO_MANY_ATTEMPTS: {
    status: 429,
    ru: 'Слишком много попыток входа. Попробуйте через {minutes} мин.',
    uz: "Kirishga urinishlar juda ko'p. {minutes} daqiqadan keyin urinib ko'ring",
  },
  ORIGIN_FORBIDDEN: {
    status: 403,
    ru: 'Запрос отклонён: он отправлен не с сайта магазина',
    uz: "So'rov rad etildi: u do'kon saytidan yuborilmagan",
  },
  LOGIN_REQUIRED: { status: 400, ru: 'Введите телефон или e-mail', uz: 'Telefon yoki e-mailni kiriting' },
  PASSWORD_REQUIRED: { status: 400, ru: 'Введите пароль', uz: 'Parolni kiriting' },
  PASSWORD_TOO_SHORT: {
    status: 400,
    ru: 'Пароль должен содержать не менее 6 символов',
    uz: "Parol kamida 6 ta belgidan iborat bo'lishi kerak",
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    ru: 'Пароль должен содержать не более 256 символов',
    uz: 'Parol 256 ta belgidan oshmasligi kerak',
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    ru: 'Этот пароль слишком распространён, придумайте другой',
    uz: "Bu parol juda keng tarqalgan, boshqasini o'ylab toping",
  },
  PASSWORD_MISMATCH: { status: 400, ru: 'Пароли не совпадают', uz: 'Parollar mos kelmaydi' },
  CURRENT_PASSWORD_INVALID: { status: 400, ru: 'Неверный текущий пароль', uz: "Joriy parol noto'g'ri" },
  NAME_REQUIRED: { status: 400, ru: 'Введите имя', uz: 'Ismni kiriting' },
  EMAIL_INVALID: { status: 400, ru: 'Некорректный e-mail', uz: "E-mail noto'g'ri" },
  ACCOUNT_SELF_CHANGE: {
    status: 409,
    ru: 'Нельзя заблокировать себя или снять с себя роль администратора',
    uz: "O'zingizni bloklash yoki administrator rolini olib tashlash mumkin emas",
  },
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
