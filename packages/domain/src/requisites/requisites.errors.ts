/**
 * Requisites: every message names the field it is about.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const REQUISITES_ERRORS = {
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
  REQUISITES_EDO_ID_INVALID: {
    status: 400,
    ru: 'Идентификатор ЭДО: 2, код оператора и до 43 латинских букв, цифр или «-», как его выдал оператор (например, 2BM-…)',
    uz: 'EDO identifikatori: 2, operator kodi va 43 tagacha lotin harfi, raqam yoki «-», operator bergandek (masalan, 2BM-…)',
  },
} as const satisfies Record<string, ErrorDefinition>;
