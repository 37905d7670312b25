/**
 * How the bot reads the shop. A customer chat acts as the account it is linked to, for the company that
 * account acted for when linking — with the role the person has there now (none once they have left) — and
 * reads an order only as the one access check of the companies capability allows that account. Manager
 * chats read what the shop itself reads. Also the outbox rows the messages become.
 */
import type { Db } from '@polotno/db';
import type { AuthUser, CompanyAction, Lang, Order } from '@polotno/domain';
import type { Readable } from 'node:stream';
import type { Config, TelegramConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { mayAccess } from '../companies/companies.module.ts';
import type { OrdersService } from '../orders/orders.module.ts';
import type { RollReservations, RollsService } from '../rolls/rolls.module.ts';
import type { Outbox } from './telegram.outbox.ts';
import * as repository from './telegram.repository.ts';
import { BUTTONS, managerOrderText } from './telegram.texts.ts';

/** A document attached to a message, made when the message is sent, as the account it is addressed to. */
export type DocumentRef =
  | { kind: 'invoice' | 'upd' | 'packing-list'; orderId: number; userId: string; companyId?: string | null }
  | { kind: 'file'; fileId: string };

/** An outbox row's parameters: a text with optional buttons, or a document with a caption. */
export type OutboxPayload =
  { text: string; buttons?: { text: string; data: string }[][] } | { document: DocumentRef; caption: string };

export interface TelegramDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'now'> & { telegram: TelegramConfig };
  log: Logger;
  orders: Pick<OrdersService, 'listOrders' | 'listUserOrders' | 'updateOrder' | 'reorder' | 'invoicePdf' | 'documents'>;
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
export const SHOP: AuthUser = { id: '00000000-0000-0000-0000-000000000000', role: 'ADMIN', phone: '' };

/** An outbox row of a text, with buttons below it when given. */
export const textRow = (
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

/** An outbox row of a document with its caption. */
export const documentRow = (chatId: number, ref: DocumentRef, caption: string, dedupeKey: string) => ({
  chatId,
  method: 'sendDocument' as const,
  payload: { document: ref, caption } satisfies OutboxPayload,
  dedupeKey,
});

export function createReading(deps: Pick<TelegramDeps, 'db' | 'config' | 'orders'>) {
  const { db, config, orders } = deps;
  const telegram = config.telegram;

  /**
   * The account behind a customer chat (or a document addressed to it), acting for `companyId` while the
   * person is still its member; null when the account is gone or blocked.
   */
  async function accountOf(userId: string, companyId: string | null = null): Promise<AuthUser | null> {
    const user = await repository.findUser(db, userId);
    if (!user || user.blocked) return null;
    const company = companyId ? await repository.findMembership(db, userId, companyId) : null;
    return { id: user.id, role: user.role, phone: user.phone, company };
  }

  /** One order as `user` sees it, in `lang`, when they may do `action` with it; null otherwise or when gone. */
  async function readOrder(user: AuthUser, id: number, lang: Lang, action: CompanyAction): Promise<Order | null> {
    const { items } = await orders.listOrders(user, { id, limit: 1, offset: 0 }, lang);
    const order = items[0];
    return order && mayAccess(user, { userId: order.userId, companyId: order.companyId }, action) ? order : null;
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
    const confirmable = order.status === 'new' && order.approval?.state !== 'pending';
    const buttons = [
      ...(confirmable ? [{ text: BUTTONS[lang].confirm, data: `confirm:${order.id}` }] : []),
      { text: BUTTONS[lang].open, data: `open:${order.id}` },
    ];
    return { order, body, row: textRow(chatId, body, dedupeKey, [buttons]) };
  }

  return { accountOf, readOrder, managerChats, managerOrderMessage, pageUrl, deskUrl };
}

export type Reading = ReturnType<typeof createReading>;
