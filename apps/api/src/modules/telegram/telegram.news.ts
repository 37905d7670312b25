/**
 * The messages the shop's news becomes. Managers get every new order (flagged when it waits for a company
 * owner's approval), the owner's decision, each request, a payment and a colour running low. Customers get
 * the news of an order in every chat linked by the person who placed it or for the order's company, as that
 * chat's account may read it: an order's course with its documents (invoice, УПД, packing list), payments and
 * the reserve's end where it may read the money side (`documents.read`) — the placer, the owner and the
 * accountant, not a colleague buyer; the owner's decision where it may read the order. A company owner's chat
 * is also asked for the approval.
 */
import type { Order, OrderStatus } from '@polotno/domain';
import type { ReceivedRequest } from '../../plugins/events.ts';
import { documentRow, SHOP, textRow, type Reading, type TelegramDeps } from './telegram.reading.ts';
import * as repository from './telegram.repository.ts';
import {
  approvalAskText,
  approvalDecidedText,
  DOCUMENTS,
  lowRollsText,
  managerApprovalText,
  managerPaymentText,
  managerRequestText,
  orderPlacedText,
  paymentText,
  reserveReminderText,
  statusText,
} from './telegram.texts.ts';

/** A payment as the shop's news tells it. */
export interface PaymentNews {
  orderId: number;
  userId: string;
  amountKopecks: number;
  paidOn: string;
  documentNumber: string;
}

/** An owner's decision on a buyer's order above their limit, as the shop's news tells it. */
export interface ApprovalNews {
  orderId: number;
  decision: 'approved' | 'declined';
}

export function createTelegramNews(
  deps: Pick<TelegramDeps, 'db' | 'config' | 'orders' | 'rolls' | 'outbox'>,
  reading: Reading,
) {
  const { db, config, orders, rolls, outbox } = deps;
  const { accountOf, readOrder, managerChats, managerOrderMessage, pageUrl, deskUrl } = reading;
  const telegram = config.telegram;

  /** Each customer chat an order's news goes to, with the account it acts as; chats of gone accounts left out. */
  async function customerChats(orderId: number) {
    const chats = [];
    for (const chat of await repository.chatsOfOrder(db, orderId)) {
      const user = await accountOf(chat.userId, chat.companyId);
      if (user) chats.push({ chat, user });
    }
    return chats;
  }

  /**
   * The managers' alerts for colours the order took below the threshold (not those already below it), named
   * as the order's lines name them.
   */
  async function lowColours(order: Order) {
    const rows = [];
    const managers = await managerChats();
    for (const line of order.lines) {
      if (line.productId === null || line.rolls.length === 0) continue;
      const lots = await rolls.service.productLots(line.productId, 'ru').catch(() => null);
      const colour = lots?.colors.find((candidate) => candidate.colorId === line.colorId);
      if (!colour) continue;
      const threshold = telegram.lowRollsThreshold;
      if (colour.available >= threshold || colour.available + line.rolls.length < threshold) continue;
      for (const manager of managers) {
        rows.push(
          textRow(
            manager.chatId,
            lowRollsText(line.name, line.color, colour.available, threshold, manager.lang),
            `low:${order.id}:${line.productId}:${line.colorId ?? 0}:${manager.chatId}`,
          ),
        );
      }
    }
    return rows;
  }

  return {
    /**
     * A new order: the managers' message with buttons, the customers' with the rolls reserved, the owners'
     * request for approval when it waits for one, low colours.
     */
    async orderPlaced(orderId: number): Promise<void> {
      const rows = [];
      let placed: Order | null = null;
      for (const manager of await managerChats()) {
        const key = `placed:${orderId}:${manager.chatId}`;
        const message = await managerOrderMessage(orderId, manager.lang, manager.chatId, key);
        if (!message) return;
        placed = message.order;
        rows.push(message.row);
      }
      for (const { chat, user } of await customerChats(orderId)) {
        const order = await readOrder(user, orderId, chat.lang, 'orders.read');
        if (!order) continue;
        placed ??= order;
        const key = `placed:${orderId}:${chat.chatId}`;
        if (user.id === order.userId) rows.push(textRow(chat.chatId, orderPlacedText(order, chat.lang), key));
        if (order.approval?.state === 'pending' && (await readOrder(user, orderId, chat.lang, 'orders.approve'))) {
          const history = pageUrl('/user/history', chat.lang);
          rows.push(textRow(chat.chatId, approvalAskText(order, history, chat.lang), `${key}:approval`));
        }
      }
      if (placed && telegram.lowRollsThreshold > 0) rows.push(...(await lowColours(placed)));
      await outbox().add(rows);
    },

    /** An owner approved or declined a buyer's order: the managers and the chats following the order hear it. */
    async approvalDecided(news: ApprovalNews): Promise<void> {
      const rows = [];
      const key = `approval:${news.orderId}:${news.decision}`;
      for (const manager of await managerChats()) {
        const { items } = await orders.listOrders(SHOP, { id: news.orderId, limit: 1, offset: 0 }, manager.lang);
        const order = items[0];
        if (!order) return;
        const body = managerApprovalText(order, deskUrl(order.id), manager.lang);
        rows.push(textRow(manager.chatId, body, `${key}:${manager.chatId}`));
      }
      for (const { chat, user } of await customerChats(news.orderId)) {
        const order = await readOrder(user, news.orderId, chat.lang, 'orders.read');
        if (order) rows.push(textRow(chat.chatId, approvalDecidedText(order, chat.lang), `${key}:${chat.chatId}`));
      }
      await outbox().add(rows);
    },

    /** A status change: the customers' message, with the invoice, or the УПД and the packing list. */
    async statusChanged(orderId: number, to: OrderStatus): Promise<void> {
      const rows = [];
      for (const { chat, user } of await customerChats(orderId)) {
        // An order's course — and its invoice, УПД and packing list — goes to whoever pays or placed it; a
        // colleague buyer reads it in the history but is not told of every step.
        const order = await readOrder(user, orderId, chat.lang, 'documents.read');
        if (!order) continue;
        const money = order.documentsVisible;
        const upd =
          to === 'shipped' && money
            ? await orders.documents.list(user, orderId, chat.lang).then((docs) => docs.upd)
            : null;
        const body = statusText(order, to, chat.lang, upd ? { number: upd.number, date: upd.date } : null);
        if (!body) continue;
        const key = `status:${orderId}:${to}:${chat.chatId}`;
        rows.push(textRow(chat.chatId, body, key));
        if (!money) continue;
        const ref = { orderId, userId: user.id, companyId: chat.companyId };
        if (to === 'invoiced') {
          const caption = DOCUMENTS.invoice[chat.lang](orderId);
          rows.push(documentRow(chat.chatId, { kind: 'invoice', ...ref }, caption, `${key}:invoice`));
        }
        if (to === 'shipped' && upd) {
          const caption = DOCUMENTS.upd[chat.lang](upd.number);
          rows.push(documentRow(chat.chatId, { kind: 'upd', ...ref }, caption, `${key}:upd`));
        }
        if (to === 'shipped') {
          const caption = DOCUMENTS.packingList[chat.lang](orderId);
          rows.push(documentRow(chat.chatId, { kind: 'packing-list', ...ref }, caption, `${key}:packing-list`));
        }
      }
      await outbox().add(rows);
    },

    /** A payment recorded: the managers' message and «payment received» where the money side may be read. */
    async paymentRecorded(payment: PaymentNews): Promise<void> {
      const rows = [];
      const key = `payment:${payment.orderId}:${payment.documentNumber}:${payment.paidOn}:${payment.amountKopecks}`;
      for (const manager of await managerChats()) {
        const { items } = await orders.listOrders(SHOP, { id: payment.orderId, limit: 1, offset: 0 }, manager.lang);
        const order = items[0];
        if (order) {
          const body = managerPaymentText(order, payment, manager.lang);
          rows.push(textRow(manager.chatId, body, `${key}:${manager.chatId}`));
        }
      }
      for (const { chat, user } of await customerChats(payment.orderId)) {
        const order = await readOrder(user, payment.orderId, chat.lang, 'documents.read');
        if (order) rows.push(textRow(chat.chatId, paymentText(order, payment, chat.lang), `${key}:${chat.chatId}`));
      }
      await outbox().add(rows);
    },

    /** A request: the managers' message, and the brief's file after it. */
    async requestReceived(request: ReceivedRequest): Promise<void> {
      const rows = [];
      for (const manager of await managerChats()) {
        const key = `request:${request.id}:${manager.chatId}`;
        rows.push(textRow(manager.chatId, managerRequestText(request, manager.lang), key));
        if (request.file)
          rows.push(documentRow(manager.chatId, { kind: 'file', fileId: request.file.id }, '', `${key}:file`));
      }
      await outbox().add(rows);
    },

    /** Reminds those who pay of invoices whose reserve ends within a day (once per order and reserve). */
    async remindReserves(): Promise<void> {
      const now = config.now().getTime();
      for (let offset = 0; ; offset += 200) {
        const { items, total } = await orders.listOrders(SHOP, { status: 'invoiced', limit: 200, offset }, 'ru');
        for (const due of items) {
          const ends = due.reserveUntil ? new Date(due.reserveUntil).getTime() : 0;
          if (ends <= now || ends - now > 86_400_000) continue;
          const rows = [];
          for (const { chat, user } of await customerChats(due.id)) {
            const order = await readOrder(user, due.id, chat.lang, 'documents.read');
            if (!order) continue;
            const key = `reserve:${due.id}:${due.reserveUntil}:${chat.chatId}`;
            rows.push(textRow(chat.chatId, reserveReminderText(order, chat.lang), key));
          }
          await outbox().add(rows);
        }
        if (offset + 200 >= total) return;
      }
    },
  };
}
