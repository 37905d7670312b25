/**
 * Requests from the site's forms: contact, materials, attachments and floods.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const REQUEST_ERRORS = {
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
} as const satisfies Record<string, ErrorDefinition>;
