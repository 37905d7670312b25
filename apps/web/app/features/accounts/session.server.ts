/**
 * Who the visitor is, as the API sees them: `GET /api/auth/user` with the visitor's session cookie. The API
 * reads the cookie itself (no access token is needed on the server), so a 401 simply means a visitor.
 */
import type { User } from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath, pageLang, stripLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';

// The loaders and the action of one page request share one answer. Keyed by the load context, the one
// object all of them receive: React Router hands each loader its own copy of the Request.
const perRequest = new WeakMap<AppLoadContext, Promise<User | null>>();

// The API's session cookie: `__Host-polotno_session` in production, `polotno_session` in development
// (apps/api/src/plugins/auth.ts). The web forwards no other credential, so without it the API sees a visitor.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?polotno_session=[^;\s]/;
const VISITOR = Promise.resolve(null);

/** Whether the request carries a session cookie at all; without one it is a visitor, no API call needed. */
export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get('cookie');
  return cookie !== null && SESSION_COOKIE.test(cookie);
}

/** The signed-in user, or null for a visitor (also when the session expired or the account is blocked). */
export function findSessionUser(context: AppLoadContext, request: Request): Promise<User | null> {
  if (!hasSessionCookie(request)) return VISITOR;
  let pending = perRequest.get(context);
  if (!pending) {
    pending = apiRequest<User>(context, request, '/api/auth/user').catch((error: unknown) => {
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return null;
      throw error;
    });
    perRequest.set(context, pending);
  }
  return pending;
}

/** The home page with the login popup open, returning to `request`'s page after logging in. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const next = `${stripLang(url.pathname)}${url.search}`;
  return redirect(`${pagePath('home', lang)}?popup=login&next=${encodeURIComponent(next)}`);
}

/** The signed-in user; a visitor is sent to the login popup with the way back (spec §2: cabinet asks to log in). */
export async function requireSessionUser(context: AppLoadContext, request: Request): Promise<User> {
  const user = await findSessionUser(context, request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** An ADMIN; anyone else is sent to /cabinet (spec §6). */
export async function requireAdminUser(context: AppLoadContext, request: Request): Promise<User> {
  const user = await findSessionUser(context, request);
  if (!user || user.role !== 'ADMIN') {
    throw redirect(pagePath('cabinet', pageLang(request)));
  }
  return user;
}
