/**
 * Order notifications through the shop's adapters: managers get an e-mail for every new order; the customer
 * gets an SMS (and an e-mail when the account has one) when the order is invoiced — with the invoice PDF —
 * and when it ships — naming the УПД, whose PDF the e-mail carries; a company's owners get an SMS when a buyer's
 * order above their limit waits for them. A failed delivery is logged and never undoes the order.
 */
import type { Order } from '@polotno/domain';
import type { Logger } from '../../lib/logger.ts';
import { formatRoubles } from './orders.invoice-pdf.ts';
import type { Contact } from './orders.repository.ts';

export interface OrderMailer {
  send(message: {
    to: string[];
    subject: string;
    text: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
}

export interface OrderSms {
  send(to: string, text: string): Promise<void>;
}

/** The УПД an order got when it shipped: its number, date (`YYYY-MM-DD`) and PDF. */
export interface ShippedUpd {
  number: number;
  date: string;
  pdf: Buffer;
}

export interface OrderNotifier {
  orderPlaced(order: Order, customer: Contact | null): Promise<void>;
  /** A company's buyer placed an order above their limit: every owner gets an SMS. */
  approvalRequested(order: Order, owners: readonly Contact[], buyer: Contact | null): Promise<void>;
  statusChanged(
    order: Order,
    customer: Contact | null,
    invoicePdf: Buffer | null,
    upd?: ShippedUpd | null,
  ): Promise<void>;
}

const DELIVERY: Record<Order['deliveryMethod'], string> = {
  pickup: 'самовывоз со склада',
  moscow: 'доставка по Москве и Московской области',
  transport_company: 'передача в транспортную компанию',
};
const PAYMENT: Record<Order['paymentMethod'], string> = {
  bank_transfer: 'безналичный расчёт по счёту',
  cash: 'наличными в кассе',
};

const roubles = (value: number) => `${formatRoubles(Math.round(value * 100))} ₽`;

/** The manager's e-mail text of a new order. */
export function newOrderText(order: Order, customer: Contact | null, publicUrl: string): string {
  const lines = order.lines.map(
    (line, index) =>
      `${index + 1}. ${line.name}${line.art ? ` (арт. ${line.art})` : ''}${line.color ? `, цвет ${line.color}` : ''} — ` +
      `${line.count} рул. × ${roubles(line.pricePerKg)}/кг ≈ ${roubles(line.estimate.min)} … ${roubles(line.estimate.max)}`,
  );
  return [
    `Новый заказ № ${order.id} от ${new Date(order.createdAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' })} (МСК)`,
    '',
    `Покупатель: ${customer?.name ?? '—'}, тел. +${customer?.phone ?? '—'}${customer?.email ? `, ${customer.email}` : ''}`,
    `Реквизиты: ${order.requisites.companyName ?? order.requisites.name ?? '—'}${order.requisites.inn ? `, ИНН ${order.requisites.inn}` : ''}`,
    `Доставка: ${DELIVERY[order.deliveryMethod]}; оплата: ${PAYMENT[order.paymentMethod]}`,
    order.comment ? `Комментарий: ${order.comment}` : '',
    // Above a company buyer's limit: the manager waits for the owners before confirming it.
    order.approval?.state === 'pending' ? 'Ждёт одобрения владельца компании (выше лимита закупщика)' : '',
    '',
    ...lines,
    '',
    `Всего ${order.rolls} рул., оценка ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)} (${order.estimate.minKg}–${order.estimate.maxKg} кг)`,
    `Заказ: ${publicUrl}/admin/orders/${order.id}`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
}

/** An owner's SMS when a buyer's order waits for their approval. */
export function approvalSmsText(order: Order, buyer: Contact | null, publicUrl: string): string {
  return (
    `Полотно: заказ № ${order.id} на ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)} ` +
    `(${buyer?.name || 'закупщик'}) выше лимита закупщика и ждёт вашего решения: ${publicUrl}/user/history`
  );
}

/** The customer's SMS when the order is invoiced or shipped (naming its УПД). */
export function customerSmsText(order: Order, upd: Pick<ShippedUpd, 'number' | 'date'> | null = null): string | null {
  if (order.status === 'invoiced') {
    const until = order.reserveUntil
      ? new Date(new Date(order.reserveUntil).getTime() - 1).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })
      : '';
    return `Полотно: по заказу № ${order.id} выставлен счёт на ${roubles(order.total ?? 0)}. Рулоны в резерве до ${until} включительно. Счёт — в личном кабинете.`;
  }
  // Told only on invoicing or shipping: a paid order here was paid ahead and became paid with its invoice.
  if (order.status === 'paid') {
    return `Полотно: по заказу № ${order.id} выставлен счёт на ${roubles(order.total ?? 0)}, он уже оплачен. Счёт — в личном кабинете.`;
  }
  if (order.status === 'shipped' && upd) {
    const [year, month, day] = upd.date.split('-');
    return `Полотно: заказ № ${order.id} отгружен, УПД № ${upd.number} от ${day}.${month}.${year} — в личном кабинете. Спасибо за покупку!`;
  }
  if (order.status === 'shipped') return `Полотно: заказ № ${order.id} отгружен. Спасибо за покупку!`;
  return null;
}

export function createOrderNotifier(deps: {
  sms: OrderSms;
  mail: OrderMailer;
  managers: readonly string[];
  publicUrl: string;
  log: Logger;
}): OrderNotifier {
  const { sms, mail, managers, publicUrl, log } = deps;

  async function attempt(what: string, orderId: number, send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      log.error({ err: error, orderId }, `order notification failed: ${what}`);
    }
  }

  return {
    async orderPlaced(order, customer) {
      if (managers.length === 0) return;
      await attempt('manager e-mail', order.id, () =>
        mail.send({
          to: [...managers],
          subject: `Новый заказ № ${order.id} — ${order.rolls} рул.`,
          text: newOrderText(order, customer, publicUrl),
        }),
      );
    },

    async approvalRequested(order, owners, buyer) {
      const text = approvalSmsText(order, buyer, publicUrl);
      for (const owner of owners) {
        await attempt('owner approval SMS', order.id, () => sms.send(owner.phone, text));
      }
    },

    async statusChanged(order, customer, invoicePdf, upd = null) {
      const text = customerSmsText(order, upd);
      if (!text || !customer) return;
      await attempt('customer SMS', order.id, () => sms.send(customer.phone, text));
      if (customer.email) {
        await attempt('customer e-mail', order.id, () =>
          mail.send({
            to: [customer.email ?? ''],
            subject:
              order.status === 'shipped' ? `Заказ № ${order.id} отгружен` : `Счёт на оплату по заказу № ${order.id}`,
            text,
            ...(invoicePdf
              ? {
                  attachments: [
                    { filename: `schet-${order.id}.pdf`, content: invoicePdf, contentType: 'application/pdf' },
                  ],
                }
              : {}),
            ...(upd
              ? {
                  attachments: [
                    {
                      filename: `upd-${upd.number}-order-${order.id}.pdf`,
                      content: upd.pdf,
                      contentType: 'application/pdf',
                    },
                  ],
                }
              : {}),
          }),
        );
      }
    },
  };
}
