/**
 * The 1C exchange's back office.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const ONEC_ERRORS = {
  ONEC_SESSION_NOT_FOUND: { status: 404, ru: 'Сессия обмена с 1С не найдена', uz: '1C almashinuv seansi topilmadi' },
  ONEC_DIFFERENCE_NOT_FOUND: {
    status: 404,
    ru: 'Расхождение не найдено или уже просмотрено',
    uz: "Farq topilmadi yoki allaqachon ko'rib chiqilgan",
  },
  ONEC_STATUS_MAP_INVALID: {
    status: 400,
    ru: 'Статусы 1С: каждому идентификатору статуса 1С (до 100 символов) — один из статусов заказа сайта',
    uz: '1C holatlari: har bir 1C holat identifikatoriga (100 belgigacha) sayt buyurtma holatlaridan biri',
  },
} as const satisfies Record<string, ErrorDefinition>;
