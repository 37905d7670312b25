/**
 * Rules of the Telegram bot (issue 31): one-time link tokens and linked chats, what each chat may read, and
 * the messages the shop's news becomes. A chat acts only as the account it is linked to: its commands read
 * orders through the orders capability as that account, so it sees that account's orders and nothing else.
 * A button in a manager chat acts only for the person who pressed it, when that Telegram account linked a
 * chat to an account that is an ADMIN now. Messages are composed in the chat's language when the news comes,
 * and go out through the outbox; documents are attached by reference and made when the message is sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  TELEGRAM_LINK_MINUTES,
  type AuthUser,
  type Lang,
  type Order,
  type TelegramAdminStatus,
  type TelegramChat,
  type TelegramChatKind,
  type TelegramLink,
  type TelegramStatus,
} from '@polotno/domain';
import type { Readable } from 'node:stream';
import { runAsCaller } from '../audit/audit.module.ts';
import { createTelegramNews } from './telegram.news.ts';
import { createReading, SHOP, type DocumentRef, type TelegramDeps } from './telegram.reading.ts';
import * as repository from './telegram.repository.ts';

export type { DocumentRef, OutboxPayload, TelegramDeps } from './telegram.reading.ts';
export type { ApprovalNews, PaymentNews } from './telegram.news.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const chatView = (row: repository.ChatRow): TelegramChat => ({
  chatId: String(row.chatId),
  kind: row.kind,
  title: row.title,
  lang: row.lang,
  linkedAt: row.linkedAt.toISOString(),
});

export function createTelegramService(deps: TelegramDeps) {
  const { db, config, log, orders, rolls, files, botUsername, audit } = deps;
  const telegram = config.telegram;
  const reading = createReading(deps);
  const { accountOf, readOrder, managerOrderMessage, pageUrl } = reading;

  async function linkToken(user: AuthUser, kind: TelegramChatKind, lang: Lang): Promise<TelegramLink> {
    const code = randomBytes(24).toString('base64url');
    const expiresAt = new Date(config.now().getTime() + TELEGRAM_LINK_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      // A customer's chat follows the company they act for now (while they stay its member).
      const companyId = kind === 'customer' ? (user.company?.id ?? null) : null;
      await repository.insertLinkToken(tx, {
        tokenHash: hashOf(code),
        kind,
        userId: user.id,
        companyId,
        lang,
        expiresAt,
      });
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
      await repository.upsertChat(db, {
        ...chat,
        kind: token.kind,
        userId: user.id,
        companyId: token.companyId,
        lang: token.lang,
        linkedAt: now,
      });
      await repository.deleteOldTokens(db, new Date(now.getTime() - 86_400_000));
      return { kind: token.kind, lang: token.lang, name: user.name };
    },

    findChat: (chatId: number) => repository.findChat(db, chatId),
    setLang: (chatId: number, lang: Lang) => repository.setChatLang(db, chatId, lang),

    /** The chat leaves: unlinked, whatever it was. */
    async forget(chatId: number): Promise<void> {
      await repository.deleteChats(db, [chatId]);
    },

    /** The last five orders of a customer chat's account: its company's, or its own. */
    async recentOrders(chat: repository.ChatRow): Promise<Order[]> {
      const user = await accountOf(chat.userId, chat.companyId);
      if (!user) return [];
      return (await orders.listUserOrders(user, user.id, {}, chat.lang)).slice(0, 5);
    },

    async order(chat: repository.ChatRow, id: number): Promise<Order | null> {
      const user = await accountOf(chat.userId, chat.companyId);
      return user ? readOrder(user, id, chat.lang, 'orders.read') : null;
    },

    /** Puts an order's lines into the account's cart; null when the account may not order them again. */
    async reorder(chat: repository.ChatRow, id: number) {
      const user = await accountOf(chat.userId, chat.companyId);
      if (!user || !(await readOrder(user, id, chat.lang, 'orders.place'))) return null;
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
      const user = await accountOf(ref.userId, ref.companyId ?? null);
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
    ...createTelegramNews(deps, reading),

    /** Logs a failure of acting on news (the news itself is committed; only the message is lost). */
    failed(what: string, error: unknown): void {
      log.error({ err: error }, `telegram: ${what} not queued`);
    },
  };
}

export type TelegramService = ReturnType<typeof createTelegramService>;
