/** A roll's statuses and their names: shared by the API's schemas, the db and the browser (no zod here). */
import type { Localized } from '../i18n.ts';

export const ROLL_STATUSES = ['available', 'reserved', 'shipped', 'written_off'] as const;
export type RollStatus = (typeof ROLL_STATUSES)[number];

export const ROLL_STATUS_LABELS: Record<RollStatus, Localized> = {
  available: { ru: 'На складе', uz: 'Omborda' },
  reserved: { ru: 'В резерве', uz: 'Zaxirada' },
  shipped: { ru: 'Отгружен', uz: "Jo'natilgan" },
  written_off: { ru: 'Списан', uz: 'Hisobdan chiqarilgan' },
};
