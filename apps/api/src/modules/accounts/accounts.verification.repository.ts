/** SQL of verification codes and the SMS send log. Counters change only in single atomic statements. */
import { tables, type Db } from '@polotno/db';
import { and, count, desc, eq, gt, isNull, lt, sql } from '@polotno/db/orm';
import type { VerificationPurpose } from '@polotno/domain';

const { verificationCodes, smsSendLog } = tables;
export type CodeRow = typeof verificationCodes.$inferSelect;

/** Serialises sends so that cooldowns and caps are read and written without a race (any engine). */
export async function lockSends(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7733001)`);
}

export interface SendCounts {
  lastSentAt: Date | null;
  phoneDay: number;
  ipHour: number;
  prefixHour: number;
  globalHour: number;
}

/** What the rate limits of one send need to know. */
export async function sendCounts(db: Db, phone: string, prefix: string, ipKey: string, now: Date): Promise<SendCounts> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [last] = await db
    .select({ sentAt: smsSendLog.sentAt })
    .from(smsSendLog)
    .where(eq(smsSendLog.phone, phone))
    .orderBy(desc(smsSendLog.sentAt))
    .limit(1);
  const countWhere = async (where: ReturnType<typeof and>) =>
    (await db.select({ value: count() }).from(smsSendLog).where(where))[0]?.value ?? 0;
  return {
    lastSentAt: last?.sentAt ?? null,
    phoneDay: await countWhere(and(eq(smsSendLog.phone, phone), gt(smsSendLog.sentAt, dayAgo))),
    ipHour: await countWhere(and(eq(smsSendLog.ipKey, ipKey), gt(smsSendLog.sentAt, hourAgo))),
    prefixHour: await countWhere(and(eq(smsSendLog.prefix, prefix), gt(smsSendLog.sentAt, hourAgo))),
    globalHour: await countWhere(gt(smsSendLog.sentAt, hourAgo)),
  };
}

/** Records a send. */
export async function insertSend(
  db: Db,
  send: { phone: string; prefix: string; ipKey: string; purpose: VerificationPurpose },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(smsSendLog)
    .values({ ...send, sentAt: now })
    .returning({ id: smsSendLog.id });
  if (!row) throw new Error('send log insert returned no row');
  return row.id;
}

/** Undoes a send the provider refused, so the customer does not lose one of their five. */
export async function deleteSend(db: Db, id: string): Promise<void> {
  await db.delete(smsSendLog).where(eq(smsSendLog.id, id));
}

/** Stores a new code for (phone, purpose); any earlier unused code of that pair stops counting. */
export async function insertCode(
  db: Db,
  code: { phone: string; purpose: VerificationPurpose; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<string> {
  await db
    .update(verificationCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verificationCodes.phone, code.phone),
        eq(verificationCodes.purpose, code.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    );
  const [row] = await db
    .insert(verificationCodes)
    .values({ ...code, createdAt: now })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('code insert returned no row');
  return row.id;
}

/** Deletes a code (its SMS could not be sent). */
export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The newest code of (phone, purpose), used or not. */
export async function findLatestCode(db: Db, phone: string, purpose: VerificationPurpose): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Spends one attempt on the live code of (phone, purpose) before any comparison, in one statement:
 * 50 parallel guesses get at most `maxAttempts` rows back. Null when no attempt is left or no code lives.
 */
export async function takeAttempt(
  db: Db,
  phone: string,
  purpose: VerificationPurpose,
  now: Date,
  maxAttempts: number,
): Promise<{ id: string; codeHash: string; attempts: number } | null> {
  const live = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, sql`(${live})`),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.usedAt),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
    });
  return row ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Spends the verification token minted from a code; false when it was already spent. */
export async function consumeToken(db: Db, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ tokenUsedAt: now })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        sql`${verificationCodes.usedAt} is not null`,
        isNull(verificationCodes.tokenUsedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
