/**
 * Rules of the Telegram bot (issue 31): one-time link tokens and linked chats, what each chat may read, and
 * the messages the shop's news becomes. A chat acts only as the account it is linked to: its commands read
 * orders through the orders capability as that account, so it sees that account's orders and nothing else.
 * A button in a manager chat acts only for the person who pressed it, when that Telegram account linked a
 * chat to an account that is an ADMIN now. Messages are composed in the chat's language when the news comes,
 * and go out through the outbox; documents are attached by reference and made when the message is sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@polotno/db';
import {
  AppError,
  TELEGRAM_LINK_MINUTES,
  type AuthUser,
  type Lang,
  type Order,
  type OrderStatus,
  type TelegramAdminStatus,
  type TelegramChat,
  type TelegramChatKind,
  type TelegramLink,
  type TelegramStatus,
} from '@polotno/domain';
import type { Readable } from 'node:stream';
import type { Config, TelegramConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ReceivedRequest } from '../../plugins/events.ts';
import { runAsCaller, type AuditService } from '../audit/audit.module.ts';
import type { OrdersService } from '../orders/orders.module.ts';
import type { RollsService, RollReservations } from '../rolls/rolls.module.ts';
import type { Outbox } from './telegram.outbox.ts';
import * as repository from './telegram.repository.ts';
import {
  BUTTONS,
  DOCUMENTS,
  lowRollsText,
  managerOrderText,
  managerPaymentText,
  managerRequestText,
  orderPlacedText,
  paymentText,
  reserveReminderText,
  statusText,
} from './telegram.texts.ts';

/** A document attached to a message, made when the message is sent. */
export type DocumentRef =
  { kind: 'invoice' | 'upd' | 'packing-list'; orderId: number; userId: string } | { kind: 'file'; fileId: string };

/** An outbox row's parameters: a text with optional buttons, or a document with a caption. */
export type OutboxPayload =
  { text: string; buttons?: { text: string; data: string }[][] } | { document: DocumentRef; caption: string };

/** A payment as the shop's news tells it. */
export interface PaymentNews {
  orderId: number;
  userId: string;
  amountKopecks: number;
  paidOn: string;
  documentNumber: string;
}

export interface TelegramDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'now'> & { telegram: TelegramConfig };
  log: Logger;
  orders: Pick<OrdersService, 'listOrders' | 'updateOrder' | 'reorder' | 'invoicePdf' | 'documents'>;
  rolls: { service: Pick<RollsService, 'productLots'>; reservations: Pick<RollReservations, 'packingListPdf'> };
  files: {
    getPrivateFile(caller: AuthUser, id: string): Promise<{ row: { name: string }; stored: { body: Readable } }>;
  };
  /** Set once the outbox exists (it needs the service's `deliver`). */
  outbox: () => Outbox;
  /** The bot's @name once Telegram has told it. */
  botUsername: () => string | null;
  /** Where a manager chat's link and unlink are recorded, in their transactions. */
  audit: Pick<AuditService, 'record'>;
}

/** The shop itself reads what every ADMIN may: the managers' copies of orders and requests. */
const SHOP: AuthUser = { id: '00000000-0000-0000-0000-000000000000', role: 'ADMIN', phone: '' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const chatView = (row: repository.ChatRow): TelegramChat => ({
  chatId: String(row.chatId),
  kind: row.kind,
  title: row.title,
  lang: row.lang,
  linkedAt: row.linkedAt.toISOString(),
});

export function createTelegramService(deps: TelegramDeps) {
  const { db, config, log, orders, rolls, files, outbox, botUsername, audit } = deps;
  const telegram = config.telegram;
  const text = (
    chatId: number,
    body: string,
    dedupeKey: string | null,
    buttons?: { text: string; data: string }[][],
  ) => ({
    chatId,
    method: 'sendMessage' as const,
    payload: (buttons ? { text: body, buttons } : { text: body }) satisfies OutboxPayload,
    dedupeKey,
  });
  const document = (chatId: number, ref: DocumentRef, caption: string, dedupeKey: string) => ({
    chatId,
    method: 'sendDocument' as const,
    payload: { document: ref, caption } satisfies OutboxPayload,
    dedupeKey,
  });

  /** The account behind a customer chat, as the orders capability knows callers. */
  async function accountOf(userId: string): Promise<AuthUser | null> {
    const user = await repository.findUser(db, userId);
    return user && !user.blocked ? { id: user.id, role: user.role, phone: user.phone } : null;
  }

  /** One order as its owner sees it, in `lang`; null when it is not theirs or is gone. */
  async function ownOrder(user: AuthUser, id: number, lang: Lang): Promise<Order | null> {
    const { items } = await orders.listOrders(user, { id, userId: user.id, limit: 1, offset: 0 }, lang);
    return items[0] ?? null;
  }

  /** Manager chats: the configured ones (Russian) and those linked from the back office. */
  async function managerChats(): Promise<{ chatId: number; lang: Lang }[]> {
    const linked = await repository.listChats(db, 'manager');
    const configured = telegram.managerChats
      .filter((chatId) => !linked.some((row) => row.chatId === chatId))
      .map((chatId) => ({ chatId, lang: 'ru' as Lang }));
    return [...configured, ...linked.map((row) => ({ chatId: row.chatId, lang: row.lang }))];
  }

  const pageUrl = (path: string, lang: Lang) => `${config.publicUrl}${{ ru: '', uz: '/uz' }[lang]}${path}`;
  const deskUrl = (orderId: number) => `${config.publicUrl}/admin/orders/${orderId}`;

  /** The managers' order message with its buttons. */
  async function managerOrderMessage(orderId: number, lang: Lang, chatId: number, dedupeKey: string | null) {
    const { items } = await orders.listOrders(SHOP, { id: orderId, limit: 1, offset: 0 }, lang);
    const order = items[0];
    if (!order) return null;
    const customer = await repository.findUser(db, order.userId);
    const body = managerOrderText(order, customer, lang, deskUrl(order.id));
    const buttons = [
      ...(order.status === 'new' ? [{ text: BUTTONS[lang].confirm, data: `confirm:${order.id}` }] : []),
      { text: BUTTONS[lang].open, data: `open:${order.id}` },
    ];
    return { order, body, row: text(chatId, body, dedupeKey, [buttons]) };
  }

  async function linkToken(user: AuthUser, kind: TelegramChatKind, lang: Lang): Promise<TelegramLink> {
    const code = randomBytes(24).toString('base64url');
    const expiresAt = new Date(config.now().getTime() + TELEGRAM_LINK_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      await repository.insertLinkToken(tx, { tokenHash: hashOf(code), kind, userId: user.id, lang, expiresAt });
      // A manager chat's code is the back office's setting; a customer's own chat is not recorded.
      if (kind === 'manager') {
        const after = { managerLinkCodeUntil: expiresAt.toISOString() };
        await audit.record(tx, { kind: 'integration', id: 'telegram', action: 'update', after });
      }
    });
    const username = botUsername();
    return {
      url: username ? `https://t.me/${username}?${kind === 'manager' ? 'startgroup' : 'start'}=${code}` : '',
      code,
      expiresAt: expiresAt.toISOString(),
    };
  }

  return {
    // ------------------------------------------------------------ the cabinet and the back office

    /** The caller's linked chats and the bot's name. */
    async status(user: AuthUser): Promise<TelegramStatus> {
      const chats = await repository.listChats(db, 'customer', user.id);
      return { enabled: true, botUsername: botUsername(), chats: chats.map(chatView) };
    },

    /** A one-time deep link (15 minutes, single use) that binds the chat it is opened in to the caller. */
    link: (user: AuthUser, lang: Lang) => linkToken(user, 'customer', lang),

    /** Unlinks every chat of the caller. */
    async unlink(user: AuthUser): Promise<void> {
      await repository.deleteChats(db, 'all', user.id, 'customer');
    },

    /** The back office: manager chats linked and configured. */
    async adminStatus(): Promise<TelegramAdminStatus> {
      const chats = await repository.listChats(db, 'manager');
      return {
        enabled: true,
        botUsername: botUsername(),
        chats: chats.map(chatView),
        configuredChats: telegram.managerChats.map(String),
      };
    },

    /** A one-time code an ADMIN sends to the bot (`/start <code>` or the group link) to make a manager chat. */
    adminLink: (admin: AuthUser, lang: Lang) => linkToken(admin, 'manager', lang),

    async adminUnlink(chatId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await repository.deleteChats(tx, [chatId], undefined, 'manager')) === 0) {
          throw new AppError('TELEGRAM_CHAT_NOT_FOUND');
        }
        const change = { before: { managerChat: String(chatId) }, after: { managerChat: null } };
        await audit.record(tx, { kind: 'integration', id: 'telegram', action: 'update', ...change });
      });
    },

    // ------------------------------------------------------------ the bot's side

    /**
     * Binds a chat with a link token (single use, unexpired). A manager token binds only while its account
     * is an ADMIN. Resolves with the chat's kind, language and account name, or null for a bad token.
     */
    async useLink(
      code: string,
      chat: { chatId: number; telegramUserId: number; title: string },
    ): Promise<{ kind: TelegramChatKind; lang: Lang; name: string } | null> {
      if (!/^[\w-]{16,64}$/.test(code)) return null;
      const now = config.now();
      const token = await repository.useLinkToken(db, hashOf(code), now);
      if (!token) return null;
      const user = await repository.findUser(db, token.userId);
      if (!user || user.blocked || (token.kind === 'manager' && user.role !== 'ADMIN')) return null;
      await repository.upsertChat(db, { ...chat, kind: token.kind, userId: user.id, lang: token.lang, linkedAt: now });
      await repository.deleteOldTokens(db, new Date(now.getTime() - 86_400_000));
      return { kind: token.kind, lang: token.lang, name: user.name };
    },

    findChat: (chatId: number) => repository.findChat(db, chatId),
    setLang: (chatId: number, lang: Lang) => repository.setChatLang(db, chatId, lang),

    /** The chat leaves: unlinked, whatever it was. */
    async forget(chatId: number): Promise<void> {
      await repository.deleteChats(db, [chatId]);
    },

    /** The last five orders of a customer chat's account. */
    async recentOrders(chat: repository.ChatRow): Promise<Order[]> {
      const user = await accountOf(chat.userId);
      if (!user) return [];
      return (await orders.listOrders(user, { userId: user.id, limit: 5, offset: 0 }, chat.lang)).items;
    },

    async order(chat: repository.ChatRow, id: number): Promise<Order | null> {
      const user = await accountOf(chat.userId);
      return user ? ownOrder(user, id, chat.lang) : null;
    },

    /** Puts an own order's lines into the account's cart; null when the order is not theirs. */
    async reorder(chat: repository.ChatRow, id: number) {
      const user = await accountOf(chat.userId);
      if (!user || !(await ownOrder(user, id, chat.lang))) return null;
      const result = await orders.reorder(user, id, chat.lang);
      return {
        inCart: result.cart.items.length,
        unavailable: result.unavailable,
        cartUrl: pageUrl('/cart', chat.lang),
      };
    },

    /** The ADMIN a Telegram user's presses act for, or null. */
    async adminOf(telegramUserId: number): Promise<AuthUser | null> {
      return repository.findAdminByTelegramUser(db, telegramUserId);
    },

    /** Confirms a new order as that ADMIN; the order as it now is. */
    confirmOrder: (admin: AuthUser, id: number, lang: Lang) =>
      // The manager's press is theirs in the audit trail, as the same change made in the back office is.
      runAsCaller({ user: admin, requestId: 'telegram' }, () =>
        orders.updateOrder(admin, id, { status: 'confirmed' }, lang),
      ),

    /** The managers' message of an order as it is now, for the «Открыть» button; null when it is gone. */
    async managerOrder(orderId: number, lang: Lang): Promise<string | null> {
      return (await managerOrderMessage(orderId, lang, 0, null))?.body ?? null;
    },

    /** Makes the document a message carries, as the account it was addressed for may read it. */
    async renderDocument(ref: DocumentRef): Promise<{ data: Buffer | Readable; filename: string }> {
      if (ref.kind === 'file') {
        const { row, stored } = await files.getPrivateFile(SHOP, ref.fileId);
        return { data: stored.body, filename: row.name };
      }
      const user = await accountOf(ref.userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (ref.kind === 'invoice')
        return { data: await orders.invoicePdf(user, ref.orderId), filename: `schet-${ref.orderId}.pdf` };
      if (ref.kind === 'upd') {
        const upd = await orders.documents.updPdf(user, ref.orderId);
        return { data: upd.pdf, filename: `upd-${upd.number}-order-${ref.orderId}.pdf` };
      }
      return {
        data: await rolls.reservations.packingListPdf(user, ref.orderId),
        filename: `packing-list-${ref.orderId}.pdf`,
      };
    },

    // ------------------------------------------------------------ the shop's news

    /** A new order: the managers' message with buttons, the customer's with the rolls reserved, low colours. */
    async orderPlaced(orderId: number, userId: string): Promise<void> {
      const rows = [];
      let placed: Order | null = null;
      for (const manager of await managerChats()) {
        const message = await managerOrderMessage(
          orderId,
          manager.lang,
          manager.chatId,
          `placed:${orderId}:${manager.chatId}`,
        );
        if (!message) return;
        placed = message.order;
        rows.push(message.row);
      }
      const user = await accountOf(userId);
      for (const chat of user ? await repository.listChats(db, 'customer', userId) : []) {
        const order = user ? await ownOrder(user, orderId, chat.lang) : null;
        if (order) rows.push(text(chat.chatId, orderPlacedText(order, chat.lang), `placed:${orderId}:${chat.chatId}`));
        placed ??= order;
      }
      if (placed && telegram.lowRollsThreshold > 0) rows.push(...(await lowColours(placed)));
      await outbox().add(rows);
    },

    /** A status change: the customer's message, with the invoice, or the УПД and the packing list. */
    async statusChanged(orderId: number, userId: string, to: OrderStatus): Promise<void> {
      const user = await accountOf(userId);
      if (!user) return;
      const rows = [];
      for (const chat of await repository.listChats(db, 'customer', userId)) {
        const order = await ownOrder(user, orderId, chat.lang);
        if (!order) continue;
        const upd =
          to === 'shipped' ? await orders.documents.list(user, orderId, chat.lang).then((docs) => docs.upd) : null;
        const body = statusText(order, to, chat.lang, upd ? { number: upd.number, date: upd.date } : null);
        if (!body) continue;
        const key = `status:${orderId}:${to}:${chat.chatId}`;
        rows.push(text(chat.chatId, body, key));
        if (to === 'invoiced') {
          rows.push(
            document(
              chat.chatId,
              { kind: 'invoice', orderId, userId },
              DOCUMENTS.invoice[chat.lang](orderId),
              `${key}:invoice`,
            ),
          );
        }
        if (to === 'shipped' && upd) {
          rows.push(
            document(chat.chatId, { kind: 'upd', orderId, userId }, DOCUMENTS.upd[chat.lang](upd.number), `${key}:upd`),
          );
        }
        if (to === 'shipped') {
          rows.push(
            document(
              chat.chatId,
              { kind: 'packing-list', orderId, userId },
              DOCUMENTS.packingList[chat.lang](orderId),
              `${key}:packing-list`,
            ),
          );
        }
      }
      await outbox().add(rows);
    },

    /** A payment recorded: the managers' message and the customer's «payment received». */
    async paymentRecorded(payment: PaymentNews): Promise<void> {
      const rows = [];
      const key = `payment:${payment.orderId}:${payment.documentNumber}:${payment.paidOn}:${payment.amountKopecks}`;
      for (const manager of await managerChats()) {
        const { items } = await orders.listOrders(SHOP, { id: payment.orderId, limit: 1, offset: 0 }, manager.lang);
        if (items[0])
          rows.push(
            text(manager.chatId, managerPaymentText(items[0], payment, manager.lang), `${key}:${manager.chatId}`),
          );
      }
      const user = await accountOf(payment.userId);
      for (const chat of user ? await repository.listChats(db, 'customer', payment.userId) : []) {
        const order = user ? await ownOrder(user, payment.orderId, chat.lang) : null;
        if (order) rows.push(text(chat.chatId, paymentText(order, payment, chat.lang), `${key}:${chat.chatId}`));
      }
      await outbox().add(rows);
    },

    /** A request: the managers' message, and the brief's file after it. */
    async requestReceived(request: ReceivedRequest): Promise<void> {
      const rows = [];
      for (const manager of await managerChats()) {
        const key = `request:${request.id}:${manager.chatId}`;
        rows.push(text(manager.chatId, managerRequestText(request, manager.lang), key));
        if (request.file)
          rows.push(document(manager.chatId, { kind: 'file', fileId: request.file.id }, '', `${key}:file`));
      }
      await outbox().add(rows);
    },

    /** Reminds customers of invoices whose reserve ends within a day (once per order and reserve). */
    async remindReserves(): Promise<void> {
      const now = config.now().getTime();
      for (let offset = 0; ; offset += 200) {
        const { items, total } = await orders.listOrders(SHOP, { status: 'invoiced', limit: 200, offset }, 'ru');
        for (const due of items) {
          const ends = due.reserveUntil ? new Date(due.reserveUntil).getTime() : 0;
          if (ends <= now || ends - now > 86_400_000) continue;
          const user = await accountOf(due.userId);
          const rows = [];
          for (const chat of user ? await repository.listChats(db, 'customer', due.userId) : []) {
            const order = user ? await ownOrder(user, due.id, chat.lang) : null;
            if (order)
              rows.push(
                text(
                  chat.chatId,
                  reserveReminderText(order, chat.lang),
                  `reserve:${due.id}:${due.reserveUntil}:${chat.chatId}`,
                ),
              );
          }
          await outbox().add(rows);
        }
        if (offset + 200 >= total) return;
      }
    },

    /** Logs a failure of acting on news (the news itself is committed; only the message is lost). */
    failed(what: string, error: unknown): void {
      log.error({ err: error }, `telegram: ${what} not queued`);
    },
  };

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
          text(
            manager.chatId,
            lowRollsText(line.name, line.color, colour.available, threshold, manager.lang),
            `low:${order.id}:${line.productId}:${line.colorId ?? 0}:${manager.chatId}`,
          ),
        );
      }
    }
    return rows;
  }
}

export type TelegramService = ReturnType<typeof createTelegramService>;
