/**
 * Company accounts: memberships, invitations, a company's requisites and the approval of a buyer's order above
 * their limit.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const COMPANY_ERRORS = {
  COMPANY_NONE: {
    status: 404,
    ru: 'Вы сейчас не действуете от имени компании',
    uz: 'Siz hozir kompaniya nomidan ish yuritmayapsiz',
  },
  COMPANY_NOT_FOUND: { status: 404, ru: 'Компания не найдена', uz: 'Kompaniya topilmadi' },
  COMPANY_NOT_MEMBER: {
    status: 403,
    ru: 'Вы не состоите в этой компании',
    uz: "Siz bu kompaniya a'zosi emassiz",
  },
  COMPANY_MEMBER_NOT_FOUND: {
    status: 404,
    ru: 'Такого участника в компании нет',
    uz: "Kompaniyada bunday a'zo yo'q",
  },
  COMPANY_ALREADY_MEMBER: {
    status: 409,
    ru: 'Человек с этим телефоном уже состоит в компании',
    uz: "Ushbu telefon egasi kompaniyada allaqachon a'zo",
  },
  COMPANY_LAST_OWNER: {
    status: 409,
    ru: 'В компании должен остаться хотя бы один владелец',
    uz: 'Kompaniyada kamida bitta ega qolishi kerak',
  },
  COMPANY_LIMIT_INVALID: {
    status: 400,
    ru: 'Лимит — сумма в рублях больше нуля, не более двух знаков после запятой',
    uz: "Limit — noldan katta, verguldan keyin ko'pi bilan ikki raqamli rubl summasi",
  },
  INVITATION_NOT_FOUND: { status: 404, ru: 'Приглашение не найдено', uz: 'Taklif topilmadi' },
  INVITATION_WRONG_PHONE: {
    status: 403,
    ru: 'Приглашение отправлено на другой номер телефона — войдите с ним',
    uz: 'Taklif boshqa telefon raqamiga yuborilgan — o‘sha raqam bilan kiring',
  },
  INVITATION_CLOSED: {
    status: 410,
    ru: 'Приглашение уже недействительно: истекло, отозвано или принято',
    uz: 'Taklif endi amal qilmaydi: muddati o‘tgan, bekor qilingan yoki qabul qilingan',
  },
  INVITATION_SEND_FAILED: {
    status: 502,
    ru: 'Не удалось отправить приглашение по SMS, попробуйте ещё раз',
    uz: "Taklifni SMS orqali yuborib bo'lmadi, qayta urinib ko'ring",
  },
  COMPANY_INN_TAKEN: {
    status: 409,
    ru: 'Компания с этим ИНН уже есть в магазине — попросите её владельца пригласить вас',
    uz: "Ushbu INN (STIR) bilan kompaniya do'konda allaqachon bor — uning egasidan sizni taklif qilishini so'rang",
  },
  ORDER_AWAITING_APPROVAL: {
    status: 409,
    ru: 'Заказ ждёт одобрения владельца компании',
    uz: "Buyurtma kompaniya egasining tasdig'ini kutmoqda",
  },
  ORDER_NOT_AWAITING_APPROVAL: {
    status: 409,
    ru: 'Заказ не ждёт одобрения',
    uz: 'Buyurtma tasdiqni kutmayapti',
  },
} as const satisfies Record<string, ErrorDefinition>;
