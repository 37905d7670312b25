/**
 * SQL of the Telegram bot: linked chats, one-time link tokens and the outbox. The outbox is claimed with a
 * status-guarded UPDATE of rows picked `FOR UPDATE SKIP LOCKED`, so two processes never send one row, and a
 * chat's rows go in id order: a row waits while an older one of its chat is still pending or being sent.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, eq, inArray, isNull, or, sql } from '@polotno/db/orm';
import type { ActingCompany, Lang, TelegramChatKind } from '@polotno/domain';

const { telegramChats, telegramLinkTokens, telegramOutbox, users, memberships, orders } = tables;

export type ChatRow = typeof telegramChats.$inferSelect;
export type OutboxRow = typeof telegramOutbox.$inferSelect;
export type OutboxInsert = Pick<typeof telegramOutbox.$inferInsert, 'chatId' | 'method' | 'payload' | 'dedupeKey'>;

// ---------------------------------------------------------------- link tokens and chats

export async function insertLinkToken(
  db: Db,
  token: {
    tokenHash: string;
    kind: TelegramChatKind;
    userId: string;
    companyId: string | null;
    lang: Lang;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(telegramLinkTokens).values(token);
}

/** Uses a token once: marks it used if it is unused and unexpired; resolves with it, else null. */
export async function useLinkToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(telegramLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, tokenHash),
        isNull(telegramLinkTokens.usedAt),
        sql`${telegramLinkTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes tokens that can no longer be used (expired a day ago or more). */
export async function deleteOldTokens(db: Db, before: Date): Promise<void> {
  await db
    .delete(telegramLinkTokens)
    .where(sql`${telegramLinkTokens.expiresAt} < ${before.toISOString()}::timestamptz`);
}

/** Binds a chat to an account (a chat linked again moves to the new account). */
export async function upsertChat(db: Db, chat: Omit<ChatRow, 'linkedAt'> & { linkedAt: Date }): Promise<void> {
  await db
    .insert(telegramChats)
    .values(chat)
    .onConflictDoUpdate({
      target: telegramChats.chatId,
      set: {
        kind: chat.kind,
        userId: chat.userId,
        companyId: chat.companyId,
        telegramUserId: chat.telegramUserId,
        title: chat.title,
        lang: chat.lang,
        linkedAt: chat.linkedAt,
      },
    });
}

export async function findChat(db: Db, chatId: number): Promise<ChatRow | null> {
  const [row] = await db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId));
  return row ?? null;
}

/** The chats of an account of one kind, oldest link first. */
export async function listChats(db: Db, kind: TelegramChatKind, userId?: string): Promise<ChatRow[]> {
  return db
    .select()
    .from(telegramChats)
    .where(and(eq(telegramChats.kind, kind), userId === undefined ? undefined : eq(telegramChats.userId, userId)))
    .orderBy(asc(telegramChats.linkedAt));
}

/**
 * The customer chats an order's news goes to: those of the person who placed it, and — for a company's order —
 * those linked for that company (each then reads the order as its account may).
 */
export async function chatsOfOrder(db: Db, orderId: number): Promise<ChatRow[]> {
  return db
    .select({ chat: telegramChats })
    .from(telegramChats)
    .innerJoin(orders, eq(orders.id, orderId))
    .where(
      and(
        eq(telegramChats.kind, 'customer'),
        or(eq(telegramChats.userId, orders.userId), eq(telegramChats.companyId, orders.companyId)),
      ),
    )
    .orderBy(asc(telegramChats.linkedAt))
    .then((rows) => rows.map((row) => row.chat));
}

/** A person's standing in a company now (role and limits), or null when they are not its member. */
export async function findMembership(db: Db, userId: string, companyId: string): Promise<ActingCompany | null> {
  const [row] = await db
    .select({
      id: memberships.companyId,
      role: memberships.role,
      orderLimitKopecks: memberships.orderLimitKopecks,
      monthLimitKopecks: memberships.monthLimitKopecks,
    })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  return row ?? null;
}

export async function setChatLang(db: Db, chatId: number, lang: Lang): Promise<void> {
  await db.update(telegramChats).set({ lang }).where(eq(telegramChats.chatId, chatId));
}

/**
 * Unlinks chats (`userId`: only that account's) and drops their messages still waiting, so nothing more of the
 * account reaches them. Resolves with how many were unlinked.
 */
export async function deleteChats(db: Db, chatIds: number[] | 'all', userId?: string, kind?: TelegramChatKind) {
  const rows = await db
    .delete(telegramChats)
    .where(
      and(
        chatIds === 'all' ? undefined : inArray(telegramChats.chatId, chatIds),
        userId === undefined ? undefined : eq(telegramChats.userId, userId),
        kind === undefined ? undefined : eq(telegramChats.kind, kind),
      ),
    )
    .returning({ chatId: telegramChats.chatId });
  if (rows.length > 0) {
    await db
      .update(telegramOutbox)
      .set({ state: 'dropped', leaseUntil: null, lastError: 'unlinked' })
      .where(
        and(
          inArray(
            telegramOutbox.chatId,
            rows.map((row) => row.chatId),
          ),
          // A row in the middle of an attempt too: its outcome no longer puts it back in line.
          inArray(telegramOutbox.state, ['pending', 'sending']),
        ),
      );
  }
  return rows.length;
}

/** The account an ADMIN's presses act for: a chat linked by this Telegram user to an account that is ADMIN now. */
export async function findAdminByTelegramUser(db: Db, telegramUserId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, phone: users.phone })
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .where(and(eq(telegramChats.telegramUserId, telegramUserId), eq(users.role, 'ADMIN'), eq(users.blocked, false)))
    .limit(1);
  return row ?? null;
}

/** The account a customer's chat is linked to (its phone and role for acting as it). */
export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, phone: users.phone, name: users.name, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// ---------------------------------------------------------------- the outbox

/** Adds messages; a row whose dedupe key is already there is left out. Resolves with how many were added. */
export async function enqueue(db: Db, rows: OutboxInsert[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(telegramOutbox)
    .values(rows.map((row) => ({ ...row, createdAt: now, nextAttemptAt: now })))
    .onConflictDoNothing({ target: telegramOutbox.dedupeKey })
    .returning({ id: telegramOutbox.id });
  return added.length;
}

/**
 * Claims up to `limit` rows due now, the oldest unsent one of each chat only: pending rows whose time has
 * come, and rows left `sending` past their lease (their process ended). Each claimed row is `sending` until
 * `leaseUntil` and counts one more attempt.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update telegram_outbox set state = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select o.id from telegram_outbox o
      where ((o.state = 'pending' and o.next_attempt_at <= ${at}::timestamptz)
          or (o.state = 'sending' and o.lease_until < ${at}::timestamptz))
        and not exists (
          select 1 from telegram_outbox earlier
          where earlier.chat_id = o.chat_id and earlier.id < o.id and earlier.state in ('pending', 'sending'))
      order by o.id
      limit ${limit}
      for update skip locked)
    and state in ('pending', 'sending')
    returning id`)) as unknown as { rows: { id: number | string }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(telegramOutbox).where(inArray(telegramOutbox.id, ids)).orderBy(asc(telegramOutbox.id));
}

/** Marks a claimed row delivered. */
export async function markSent(db: Db, id: number, messageId: number, now: Date): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({ state: 'sent', sentAt: now, messageId, leaseUntil: null, lastError: null })
    .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.state, 'sending')));
}

/** Puts a claimed row back to wait until `next`; `refund` takes back the attempt (Telegram's 429). */
export async function retryLater(db: Db, id: number, next: Date, error: string, refund: boolean): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({
      state: 'pending',
      nextAttemptAt: next,
      leaseUntil: null,
      lastError: error,
      ...(refund ? { attempts: sql`${telegramOutbox.attempts} - 1` } : {}),
    })
    .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.state, 'sending')));
}

/** Gives a row up for good. */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({ state: 'failed', leaseUntil: null, lastError: error })
    .where(eq(telegramOutbox.id, id));
}

/** Drops every unsent row of a chat (it blocked the bot or is gone). */
export async function dropChatRows(db: Db, chatId: number, error: string): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({ state: 'dropped', leaseUntil: null, lastError: error })
    .where(and(eq(telegramOutbox.chatId, chatId), inArray(telegramOutbox.state, ['pending', 'sending'])));
}

/** The earliest moment a pending row is due, for the next look at the outbox. */
export async function nextDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${telegramOutbox.nextAttemptAt})` })
    .from(telegramOutbox)
    .where(eq(telegramOutbox.state, 'pending'));
  return row?.at ? new Date(row.at) : null;
}
