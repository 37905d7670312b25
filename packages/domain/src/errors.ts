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
    ru: 'Запрос отклонён: он отправлен не с сайта магазина (ожидался {origin})',
    uz: "So'rov rad etildi: u do'kon saytidan yuborilmagan ({origin} kutilgan edi)",
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
  // Cart and orders.
  ROLLS_INVALID: {
    status: 400,
    ru: 'Количество рулонов: целое число от 1 до 10 000',
    uz: 'Rulonlar soni: 1 dan 10 000 gacha butun son',
  },
  PRODUCT_UNAVAILABLE: {
    status: 400,
    ru: 'Товар не найден или снят с продажи',
    uz: 'Mahsulot topilmadi yoki sotuvdan olingan',
  },
  COLOR_INVALID: {
    status: 400,
    ru: 'Цвет: выберите один из цветов этого товара',
    uz: 'Rang: ushbu mahsulot ranglaridan birini tanlang',
  },
  STOCK_SHORT: {
    status: 409,
    ru: 'Недостаточно рулонов на складе',
    uz: 'Omborda rulonlar yetarli emas',
  },
  CART_ITEM_NOT_FOUND: { status: 404, ru: 'Позиция корзины не найдена', uz: 'Savatdagi pozitsiya topilmadi' },
  CART_EMPTY: { status: 400, ru: 'Корзина пуста', uz: "Savat bo'sh" },
  ORDER_NOT_FOUND: { status: 404, ru: 'Заказ не найден', uz: 'Buyurtma topilmadi' },
  ORDER_TRANSITION_INVALID: {
    status: 409,
    ru: 'Статус заказа: такой переход недопустим',
    uz: "Buyurtma holati: bunday o'tish mumkin emas",
  },
  ORDER_WEIGHTS_REQUIRED: {
    status: 400,
    ru: 'Фактический вес: укажите вес каждой строки заказа',
    uz: "Haqiqiy og'irlik: buyurtmaning har bir qatori og'irligini kiriting",
  },
  ORDER_WEIGHTS_LOCKED: {
    status: 409,
    ru: 'Фактический вес: после выставления счёта вес не меняется',
    uz: "Haqiqiy og'irlik: hisob berilgandan keyin og'irlik o'zgarmaydi",
  },
  ORDER_WEIGHT_OUT_OF_BAND: {
    status: 422,
    ru: 'Вес строки «{name}» {weight} кг вне допустимого диапазона {min}–{max} кг для {rolls} {rollsRu}',
    uz: "«{name}» qatorining og'irligi {weight} kg {rolls} ta rulon uchun ruxsat etilgan {min}–{max} kg oralig'idan tashqarida",
  },
  WEIGHT_OVERRIDE_REASON_INVALID: {
    status: 400,
    ru: 'Вес вне диапазона: напишите причину, не длиннее 500 символов',
    uz: "Oraliqdan tashqari og'irlik: sababini yozing, 500 belgidan oshmasin",
  },
  ORDER_LINE_NOT_FOUND: { status: 400, ru: 'Строка заказа не найдена', uz: 'Buyurtma qatori topilmadi' },
  WEIGHT_INVALID: {
    status: 400,
    ru: 'Фактический вес: число килограммов больше нуля, не больше трёх знаков после запятой',
    uz: "Haqiqiy og'irlik: noldan katta kilogramm, verguldan keyin uch belgigacha",
  },
  INVOICE_NOT_READY: {
    status: 409,
    ru: 'Счёт ещё не выставлен',
    uz: 'Hisob hali berilmagan',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    ru: 'Заголовок Idempotency-Key: от 1 до 100 латинских букв, цифр, «-» или «_»',
    uz: 'Idempotency-Key sarlavhasi: 1 dan 100 gacha lotin harfi, raqam, «-» yoki «_»',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    ru: 'Этот Idempotency-Key уже использован для другого заказа',
    uz: 'Bu Idempotency-Key boshqa buyurtma uchun ishlatilgan',
  },
  // Rolls and dye lots
  ROLL_NOT_FOUND: { status: 404, ru: 'Рулон не найден', uz: 'Rulon topilmadi' },
  LOT_NOT_FOUND: { status: 404, ru: 'Партия не найдена', uz: 'Partiya topilmadi' },
  ROLL_LOT_INVALID: {
    status: 400,
    ru: 'Номер партии: от 1 до 40 букв и цифр (можно «-», «/», «.»)',
    uz: 'Partiya raqami: 1 dan 40 gacha harf va raqam («-», «/», «.» mumkin)',
  },
  ROLL_WIDTH_INVALID: {
    status: 400,
    ru: 'Ширина рулона: целое число сантиметров от 10 до 1000',
    uz: 'Rulon eni: 10 dan 1000 gacha butun santimetr',
  },
  ROLL_WEIGHTS_REQUIRED: {
    status: 400,
    ru: 'Вес рулонов: введите или вставьте столбец весов, не более 200 рулонов',
    uz: "Rulonlar og'irligi: og'irliklar ustunini kiriting yoki qo'ying, 200 ta rulondan ko'p emas",
  },
  ROLL_WEIGHTS_INVALID: {
    status: 422,
    ru: 'Вес рулонов: {count} из {total} значений не прочитаны или вне диапазона {min}–{max} кг',
    uz: "Rulonlar og'irligi: {total} ta qiymatdan {count} tasi o'qilmadi yoki {min}–{max} kg oralig'idan tashqarida",
  },
  ROLL_REASON_REQUIRED: {
    status: 400,
    ru: 'Причина: напишите её, не длиннее 500 символов',
    uz: 'Sabab: uni yozing, 500 belgidan oshmasin',
  },
  ROLL_STATUS_CHANGE_INVALID: {
    status: 409,
    ru: 'Рулон {number}: вручную списывается только свободный рулон и возвращается только списанный',
    uz: "Rulon {number}: qo'lda faqat bo'sh rulon hisobdan chiqariladi va faqat chiqarilgani qaytariladi",
  },
  ROLL_SWAP_INVALID: {
    status: 409,
    ru: 'Замена рулона: нужен рулон этого заказа и свободный рулон того же товара и цвета',
    uz: "Rulonni almashtirish: shu buyurtmaning ruloni va xuddi shu mahsulot va rangdagi bo'sh rulon kerak",
  },
  ROLL_SWAP_LOCKED: {
    status: 409,
    ru: 'Рулоны заказа меняются только до выставления счёта',
    uz: 'Buyurtma rulonlari faqat hisob berilgunga qadar almashtiriladi',
  },
  ORDER_LINE_WEIGHED_BY_ROLLS: {
    status: 409,
    ru: 'Вес строки «{name}» — сумма весов её рулонов ({weight} кг); его меняют заменой рулона',
    uz: "«{name}» qatorining og'irligi — uning rulonlari og'irliklari yig'indisi ({weight} kg); u rulonni almashtirish orqali o'zgaradi",
  },
  STOCK_TRACKED_BY_ROLLS: {
    status: 409,
    ru: 'Остаток этого товара считается по рулонам: примите партию или спишите рулоны',
    uz: "Bu mahsulot qoldig'i rulonlar bo'yicha hisoblanadi: partiyani qabul qiling yoki rulonlarni hisobdan chiqaring",
  },
  COLOR_HAS_ROLLS: {
    status: 409,
    ru: 'Цвет «{name}» нельзя удалить: у него есть рулоны',
    uz: "«{name}» rangini o'chirib bo'lmaydi: uning rulonlari bor",
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
