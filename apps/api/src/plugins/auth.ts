/**
 * Who is calling. For every `/api/` request `request.user` is set from `Authorization: Bearer <jwt>` or
 * the session cookie, read against the database (a revoked session, a blocked account or a changed role
 * applies at once). Cookie-authenticated requests that change state must come with a same-origin
 * `Origin`, since a browser attaches the cookie to requests other sites start. Answers to a caller are
 * `Cache-Control: private, no-store`. The guards below are what services and routes use to demand a caller.
 * The accounts module registers this plugin with its `authenticate`, before any route.
 */
import cookie from '@fastify/cookie';
import { AppError, type AuthUser } from '@polotno/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { RequestAuth } from '../lib/request-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous request. */
    user: AuthUser | null;
    /** The session behind `user` and how it was presented. */
    auth: RequestAuth | null;
  }
}

export interface AuthOptions {
  config: Config;
  /** Who a bearer token or a session cookie belongs to (the accounts capability's), null when neither is valid. */
  authenticate(credentials: { bearer: string | null; sessionToken: string | null }): Promise<RequestAuth | null>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cache-Control of an answer meant for one caller: no browser or shared cache keeps it. */
export const PRIVATE_ANSWER = 'private, no-store';

/** The session cookie's name: `__Host-` bound to this exact origin over HTTPS in production. */
export function sessionCookieName(config: Config): string {
  return config.env === 'production' ? '__Host-polotno_session' : 'polotno_session';
}

/** Sets the httpOnly session cookie of a newly opened session. */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  session: { sessionToken: string; maxAgeSeconds: number },
): void {
  reply.setCookie(sessionCookieName(config), session.sessionToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
    maxAge: session.maxAgeSeconds,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,4096})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The origin a cookie write must come from: `PUBLIC_URL` in production; elsewhere the origin the request
 * was addressed to (scheme and host as TRUST_PROXY decides them), so a shop opened at 127.0.0.1 or a LAN
 * address works without configuration. A browser sends the Host it is talking to and its page's Origin,
 * and another site can forge neither in a visitor's browser, so the comparison still stops cross-site writes.
 */
function expectedOrigins(request: FastifyRequest, config: Config): [string, ...string[]] {
  const publicOrigin = new URL(config.publicUrl).origin;
  if (config.env === 'production') return [publicOrigin];
  return [`${request.protocol}://${request.host}`, publicOrigin];
}

/** The caller, or 401; 403 when the account is blocked. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user || !request.auth) throw new AppError('UNAUTHORIZED');
  if (request.auth.blocked) throw new AppError('AUTH_ACCOUNT_BLOCKED');
  return request.user;
}

/** An ADMIN caller, or 401/403. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'ADMIN') {
    request.log.warn({ userId: user.id, url: request.url }, 'admin call refused');
    throw new AppError('FORBIDDEN');
  }
  return user;
}

/** The caller when `userId` is their own id or they are an ADMIN; 401/403 otherwise. */
export function requireOwnerOrAdmin(request: FastifyRequest, userId: string): AuthUser {
  const user = requireUser(request);
  if (user.id !== userId && user.role !== 'ADMIN') {
    request.log.warn({ userId: user.id, target: userId, url: request.url }, 'access to another user refused');
    throw new AppError('FORBIDDEN');
  }
  return user;
}

export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
    const { config, authenticate } = options;
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('auth', null);
    const cookieName = sessionCookieName(config);

    async function identify(request: FastifyRequest, bearer: string | null, sessionToken: string | null) {
      const resolved = await authenticate({ bearer, sessionToken });
      if (!resolved) return;
      if (resolved.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
        const origin = request.headers.origin;
        const expected = expectedOrigins(request, config);
        if (typeof origin !== 'string' || !expected.includes(origin)) {
          request.log.warn({ origin: origin ?? null, expected, url: request.url }, 'cross-origin cookie request');
          throw new AppError('ORIGIN_FORBIDDEN', { params: { origin: expected[0] } });
        }
      }
      request.auth = resolved;
      request.user = resolved.user;
    }

    // A callback hook, so an anonymous request (no token, no cookie) costs neither a promise nor a microtask turn.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const bearer = bearerToken(request);
      const sessionToken = bearer ? null : (request.cookies[cookieName] ?? null);
      // The one caching rule: an answer to a request with credentials, and every admin answer, belongs to
      // that caller and is never stored (cart, orders, requisites, files, the admin lists…). A route whose
      // answer is the same for everyone who may see it (the catalogue) sets its own Cache-Control over this.
      if (bearer || sessionToken || request.headers.authorization || request.url.startsWith('/api/admin/')) {
        reply.header('cache-control', PRIVATE_ANSWER);
      }
      if (!bearer && !sessionToken) return done();
      identify(request, bearer, sessionToken).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
