/**
 * Content pages and promotions.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const CONTENT_ERRORS = {
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
} as const satisfies Record<string, ErrorDefinition>;
