/**
 * Accounts (spec §8): phone, SMS codes, passwords, sessions and the users' administration.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const ACCOUNT_ERRORS = {
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
} as const satisfies Record<string, ErrorDefinition>;
