/** SQL of sessions and login failure counters. */
import type { ActingCompany, CompanyRole, Role } from '@polotno/domain';
import { tables, type Db } from '@polotno/db';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from '@polotno/db/orm';

const { sessions, users, loginAttempts, memberships } = tables;

export interface NewSession {
  userId: string;
  tokenHash: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  /** The company the session acts for (`findNewSessionCompany`), null for none. */
  companyId: string | null;
}

/** Stores a session and returns its id. */
export async function insertSession(db: Db, session: NewSession, now: Date): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/**
 * The company a new session of `userId` acts for (decision 020): the one their latest session acted for while
 * they are still its member, else the company they joined first; null when they belong to none.
 */
export async function findNewSessionCompany(db: Db, userId: string): Promise<string | null> {
  // Written out: drizzle leaves the columns of a one-table select unqualified, which a subquery would misread.
  const latest = sql`(select s.company_id from sessions s where s.user_id = ${userId}
    order by s.created_at desc limit 1)`;
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(
      sql`case when ${memberships.companyId} = ${latest} then 0 else 1 end`,
      asc(memberships.createdAt),
      asc(memberships.companyId),
    )
    .limit(1);
  return row?.companyId ?? null;
}

export interface ActiveSession {
  sessionId: string;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  user: { id: string; role: Role; phone: string; blocked: boolean; company: ActingCompany | null };
}

const activeColumns = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  absoluteExpiresAt: sessions.absoluteExpiresAt,
  userId: users.id,
  role: users.role,
  phone: users.phone,
  blocked: users.blocked,
  // The company chosen for the session, only while the person is still its member: a removed member's next
  // request acts for nobody, and a changed role or limit applies at once.
  companyId: memberships.companyId,
  companyRole: memberships.role,
  orderLimitKopecks: memberships.orderLimitKopecks,
  monthLimitKopecks: memberships.monthLimitKopecks,
};

const actingMembership = and(eq(memberships.companyId, sessions.companyId), eq(memberships.userId, sessions.userId));

function toActive(row: {
  sessionId: string;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  userId: string;
  role: Role;
  phone: string;
  blocked: boolean;
  companyId: string | null;
  companyRole: CompanyRole | null;
  orderLimitKopecks: number | null;
  monthLimitKopecks: number | null;
}): ActiveSession {
  const company =
    row.companyId && row.companyRole
      ? {
          id: row.companyId,
          role: row.companyRole,
          orderLimitKopecks: row.orderLimitKopecks,
          monthLimitKopecks: row.monthLimitKopecks,
        }
      : null;
  return {
    sessionId: row.sessionId,
    lastSeenAt: row.lastSeenAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    user: { id: row.userId, role: row.role, phone: row.phone, blocked: row.blocked, company },
  };
}

const isActive = (now: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now));

/** The live session with this token hash, with its user as stored now (role and blocked are current). */
export async function findActiveSessionByTokenHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select(activeColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, actingMembership)
    .where(and(eq(sessions.tokenHash, tokenHash), isActive(now)));
  return row ? toActive(row) : null;
}

/** The live session with this id belonging to this user. */
export async function findActiveSessionById(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select(activeColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, actingMembership)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isActive(now)));
  return row ? toActive(row) : null;
}

/** Slides the idle expiry, never past the absolute one. */
export async function touchSession(db: Db, sessionId: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      idleExpiresAt: sql`least(${idleExpiresAt.toISOString()}::timestamptz, ${sessions.absoluteExpiresAt})`,
    })
    .where(eq(sessions.id, sessionId));
}

/** Ends one session. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}

/** The lock on a login key, if one is in force. */
export async function findLoginLock(db: Db, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.lockedUntil, now)));
  const until = rows.map((row) => row.lockedUntil?.getTime() ?? 0).sort((a, b) => b - a)[0];
  return until ? new Date(until) : null;
}

/**
 * Counts one failure against `key` in one atomic statement: a window older than `windowMs` starts over,
 * and reaching `max` failures locks the key until `now + lockMs`.
 */
export async function recordLoginFailure(
  db: Db,
  key: string,
  now: Date,
  max: number,
  windowMs: number,
  lockMs: number,
): Promise<void> {
  const windowStart = new Date(now.getTime() - windowMs);
  const lockUntil = new Date(now.getTime() + lockMs);
  const restarted = sql`${loginAttempts.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const failures = sql`(case when ${restarted} then 1 else ${loginAttempts.failures} + 1 end)`;
  await db.execute(sql`
    insert into ${loginAttempts} (key, failures, window_started_at, locked_until)
    values (${key}, 1, ${now.toISOString()}::timestamptz, ${max <= 1 ? lockUntil.toISOString() : null}::timestamptz)
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = case when ${restarted} then ${now.toISOString()}::timestamptz
        else ${loginAttempts.windowStartedAt} end,
      locked_until = case when ${failures} >= ${max}::int then ${lockUntil.toISOString()}::timestamptz
        else ${loginAttempts.lockedUntil} end
  `);
}

/** Forgets the failures of a key after a successful login. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
