/**
 * Login, sessions and access tokens (spec §4 "Session", §7 auth calls). A session is a server-side row
 * named by a 256-bit cookie token; access tokens are 15-minute JWTs that name their session, so logout,
 * blocking and password resets end them at once. Failed logins are counted per account and per IP in
 * the database; a locked key refuses even the right password.
 */
import type { Db } from '@polotno/db';
import { AppError, normalizePhone, type LoginBody, type User } from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { toPublicUser } from './accounts.account.ts';
import { dummyVerify, verifyPassword } from './accounts.passwords.ts';
import * as sessions from './accounts.sessions.repository.ts';
import { hashSessionToken, newSessionToken, signAccessToken, verifyAccessToken } from './accounts.tokens.ts';
import { findUserByEmail, findUserByPhone, type UserRow } from './accounts.users.repository.ts';
import { ipKey } from './accounts.verification.service.ts';

export type { RequestAuth } from '../../lib/request-auth.ts';

const DAY_MS = 86_400_000;
/** How stale `last_seen_at` may get before a request slides the idle expiry (saves a write per request). */
const TOUCH_EVERY_MS = 60_000;

export interface AuthDeps {
  db: Db;
  config: Config;
  log: Logger;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  accessToken: string;
  /** The opaque cookie value; only its hash is stored. */
  sessionToken: string;
  sessionId: string;
  /** Seconds until the session's absolute expiry (the cookie's Max-Age). */
  maxAgeSeconds: number;
}

function tooManyAttempts(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('AUTH_TOO_MANY_ATTEMPTS', {
    params: { minutes: Math.ceil(seconds / 60) },
    details: { retryAfter: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

function toRequestAuth(session: sessions.ActiveSession, via: RequestAuth['via']): RequestAuth {
  const { id, role, phone, blocked, company } = session.user;
  return { user: { id, role, phone, company }, blocked, sessionId: session.sessionId, via };
}

/** The auth service: login, sessions, who a request's credentials belong to, refresh and logout. */
export function createAuthService(deps: AuthDeps) {
  const { db, config, log } = deps;

  /** Opens a session for a user, acting for their company if they have one, and signs its first access token. */
  async function openSession(user: UserRow, client: ClientInfo): Promise<IssuedSession> {
    const now = config.now();
    const sessionToken = newSessionToken();
    const maxAgeSeconds = config.auth.sessionMaxDays * 86_400;
    const sessionId = await sessions.insertSession(
      db,
      {
        userId: user.id,
        tokenHash: hashSessionToken(sessionToken),
        idleExpiresAt: new Date(
          now.getTime() + Math.min(config.auth.sessionIdleDays, config.auth.sessionMaxDays) * DAY_MS,
        ),
        absoluteExpiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip,
        // A member of companies acts for one of them from the start (decision 020).
        companyId: await sessions.findNewSessionCompany(db, user.id),
      },
      now,
    );
    const accessToken = await signAccessToken(config, { userId: user.id, sessionId, role: user.role });
    return { accessToken, sessionToken, sessionId, maxAgeSeconds };
  }

  async function findLoginUser(body: LoginBody): Promise<{ user: UserRow | null; key: string }> {
    const given = body.email.trim();
    const asPhone = body.loginType === 'phone' || !given.includes('@');
    if (asPhone) {
      const phone = normalizePhone(given) ?? normalizePhone(`+7${given.replace(/\D/g, '').slice(-10)}`);
      const user = phone ? await findUserByPhone(db, phone) : null;
      return { user, key: user ? `account:${user.id}` : `unknown:${phone ?? given.toLowerCase()}` };
    }
    const email = given.toLowerCase();
    const user = await findUserByEmail(db, email);
    return { user, key: user ? `account:${user.id}` : `unknown:${email}` };
  }

  async function keepAlive(session: sessions.ActiveSession, now: Date): Promise<void> {
    if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
    await sessions.touchSession(
      db,
      session.sessionId,
      now,
      new Date(now.getTime() + config.auth.sessionIdleDays * DAY_MS),
    );
  }

  return {
    openSession,

    /** Checks credentials and opens a session. Unknown and wrong logins look the same (status, body, time). */
    async login(body: LoginBody, client: ClientInfo): Promise<{ session: IssuedSession; user: User }> {
      const now = config.now();
      const { user, key } = await findLoginUser(body);
      const ipLockKey = `ip:${ipKey(client.ip)}`;
      const lockedUntil = await sessions.findLoginLock(db, [key, ipLockKey], now);
      if (lockedUntil) {
        log.warn({ key, ip: client.ip }, 'login refused: locked');
        throw tooManyAttempts(lockedUntil, now);
      }

      let valid = false;
      if (user) valid = await verifyPassword(user.passwordHash, body.password);
      else await dummyVerify(body.password);

      if (!user || !valid) {
        const windowMs = config.auth.loginLockMinutes * 60_000;
        await sessions.recordLoginFailure(db, key, now, config.auth.loginMaxFailures, windowMs, windowMs);
        await sessions.recordLoginFailure(db, ipLockKey, now, config.auth.loginIpMaxFailures, windowMs, windowMs);
        log.info({ key, ip: client.ip }, 'login failed');
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }
      await sessions.clearLoginFailures(db, key);
      if (user.blocked) throw new AppError('AUTH_ACCOUNT_BLOCKED');
      if (body.role?.toUpperCase() === 'ADMIN' && user.role !== 'ADMIN') throw new AppError('AUTH_ADMIN_ONLY');
      const session = await openSession(user, client);
      log.info({ userId: user.id }, 'login succeeded');
      return { session, user: toPublicUser(user) };
    },

    /** Who a bearer token or a session cookie belongs to, read from the database now; null when neither is valid. */
    async authenticate(credentials: {
      bearer: string | null;
      sessionToken: string | null;
    }): Promise<RequestAuth | null> {
      const now = config.now();
      if (credentials.bearer) {
        const claims = await verifyAccessToken(config, credentials.bearer);
        if (!claims) return null;
        const session = await sessions.findActiveSessionById(db, claims.sessionId, claims.userId, now);
        if (!session) return null;
        await keepAlive(session, now);
        return toRequestAuth(session, 'bearer');
      }
      if (credentials.sessionToken) {
        const session = await sessions.findActiveSessionByTokenHash(
          db,
          hashSessionToken(credentials.sessionToken),
          now,
        );
        if (!session) return null;
        await keepAlive(session, now);
        return toRequestAuth(session, 'cookie');
      }
      return null;
    },

    /** A fresh access token for the session of a cookie. */
    async refresh(auth: RequestAuth | null): Promise<string> {
      if (!auth || auth.via !== 'cookie') throw new AppError('UNAUTHORIZED');
      if (auth.blocked) throw new AppError('AUTH_ACCOUNT_BLOCKED');
      return signAccessToken(config, { userId: auth.user.id, sessionId: auth.sessionId, role: auth.user.role });
    },

    /** Ends the caller's session (no-op for an anonymous caller). */
    async logout(auth: RequestAuth | null): Promise<void> {
      if (!auth) return;
      await sessions.revokeSession(db, auth.sessionId, config.now());
      log.info({ userId: auth.user.id }, 'logout');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
