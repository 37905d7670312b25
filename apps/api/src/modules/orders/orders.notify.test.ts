import type { Order } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { customerSmsText, newOrderText } from './orders.notify.ts';

const order: Order = {
  id: 17,
  userId: '00000000-0000-4000-8000-000000000001',
  companyId: null,
  placedBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Анна' },
  approval: null,
  documentsVisible: true,
  status: 'new',
  statusLabel: 'Новый',
  requisites: {
    type: 'llc',
    name: null,
    companyName: 'ООО «Ромашка»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    ogrnip: null,
    address: 'Москва',
    bankName: null,
    bik: null,
    account: null,
    corrAccount: null,
  },
  deliveryMethod: 'transport_company',
  paymentMethod: 'bank_transfer',
  comment: 'Нужна доверенность',
  managerNote: '',
  lines: [
    {
      id: 1,
      productId: 5,
      colorId: 2,
      name: 'Футер трёхнитка',
      art: 'FT-3',
      color: 'белый',
      count: 2,
      unit: 'kg',
      pricePerKg: 750.5,
      estimate: { minKg: 40, maxKg: 50, min: 30_020, max: 37_525 },
      rolls: [],
      actualWeightKg: null,
      amount: null,
      weightOverride: null,
    },
  ],
  rolls: 2,
  estimate: { minKg: 40, maxKg: 50, min: 30_020, max: 37_525 },
  total: null,
  vat: null,
  vatPercent: 22,
  payments: [],
  paid: 0,
  due: null,
  invoicedAt: null,
  reserveUntil: null,
  history: [],
  createdAt: '2026-03-02T07:00:00.000Z',
  updatedAt: '2026-03-02T07:00:00.000Z',
};

describe('order notification texts', () => {
  it('tells managers who ordered what, how it is delivered and paid, with a link', () => {
    const text = newOrderText(
      order,
      { id: order.userId, name: 'Алиса', phone: '79001234567', email: 'a@example.com' },
      'https://shop.example',
    );
    expect(text).toContain('Новый заказ № 17 от 02.03.2026, 10:00:00 (МСК)');
    expect(text).toContain('Алиса, тел. +79001234567, a@example.com');
    expect(text).toContain('ООО «Ромашка», ИНН 7707083893');
    expect(text).toContain('передача в транспортную компанию; оплата: безналичный расчёт по счёту');
    expect(text).toContain(
      '1. Футер трёхнитка (арт. FT-3), цвет белый — 2 рул. × 750,50 ₽/кг ≈ 30 020,00 ₽ … 37 525,00 ₽',
    );
    expect(text).toContain('Комментарий: Нужна доверенность');
    expect(text).toContain('https://shop.example/admin/orders/17');
  });

  it('tells the customer the invoice total and the last reserve day, and when the order ships', () => {
    const invoiced = {
      ...order,
      status: 'invoiced' as const,
      total: 33_000.5,
      reserveUntil: '2026-03-05T21:00:00.000Z',
    };
    expect(customerSmsText(invoiced)).toBe(
      'Полотно: по заказу № 17 выставлен счёт на 33 000,50 ₽. Рулоны в резерве до 05.03.2026 включительно. Счёт — в личном кабинете.',
    );
    expect(customerSmsText({ ...order, status: 'shipped' })).toBe('Полотно: заказ № 17 отгружен. Спасибо за покупку!');
    expect(customerSmsText({ ...order, status: 'shipped' }, { number: 5, date: '2026-03-05' })).toBe(
      'Полотно: заказ № 17 отгружен, УПД № 5 от 05.03.2026 — в личном кабинете. Спасибо за покупку!',
    );
    // Paid ahead, the order is paid the moment it is invoiced: the customer still hears of the invoice.
    expect(customerSmsText({ ...invoiced, status: 'paid' })).toBe(
      'Полотно: по заказу № 17 выставлен счёт на 33 000,50 ₽, он уже оплачен. Счёт — в личном кабинете.',
    );
    expect(customerSmsText(order)).toBeNull();
  });
});
