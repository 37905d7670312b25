/**
 * The order life cycle. Stock is reserved from `new` until the order is cancelled or expires (rolls go
 * back) or ships (rolls leave the warehouse for good).
 */
import type { Localized } from '../i18n.ts';

export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'invoiced',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['invoiced', 'cancelled'],
  invoiced: ['paid', 'cancelled', 'expired'],
  paid: ['shipped'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
  expired: [],
};

/** Statuses that end an order without a sale: its rolls are back in stock. */
export const RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'expired'];

/** Statuses whose rolls are still held in the warehouse for the order (and can be given back). */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['new', 'confirmed', 'invoiced', 'paid'];

/** Statuses at which an invoice exists. */
export const INVOICED_STATUSES: readonly OrderStatus[] = ['invoiced', 'paid', 'shipped', 'completed'];

/** Whether `from → to` is an allowed step of the life cycle. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, Localized> = {
  new: { ru: 'Новый', uz: 'Yangi' },
  confirmed: { ru: 'Подтверждён', uz: 'Tasdiqlangan' },
  invoiced: { ru: 'Выставлен счёт', uz: 'Hisob berilgan' },
  paid: { ru: 'Оплачен', uz: "To'langan" },
  shipped: { ru: 'Отгружен', uz: "Jo'natilgan" },
  completed: { ru: 'Выполнен', uz: 'Bajarilgan' },
  cancelled: { ru: 'Отменён', uz: 'Bekor qilingan' },
  expired: { ru: 'Резерв истёк', uz: 'Zaxira muddati tugagan' },
};
