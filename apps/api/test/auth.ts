/**
 * Users for tests: created through the real accounts service and logged in through
 * `POST /api/auth/login`, so `headers` carry a real access token of a real session.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Role } from '@polotno/domain';
import { createAccount } from '../src/modules/accounts/accounts.module.ts';
import type { TestApp } from './helper.ts';

export interface TestUser {
  id: string;
  phone: string;
  password: string;
  /** `{ authorization: 'Bearer …' }` for this user. */
  headers: { authorization: string };
  /** The session cookie (`name=value`) login set, for cookie-authenticated calls. */
  cookie: string;
}

/** A random mobile number `79XXXXXXXXX`. */
export function randomPhone(): string {
  return `79${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** Creates a user (USER unless `role` says otherwise) and logs them in. */
export async function createUser(
  t: TestApp,
  options: { role?: Role; phone?: string; password?: string; name?: string; email?: string } = {},
): Promise<TestUser> {
  const phone = options.phone ?? randomPhone();
  const password = options.password ?? `pw-${randomBytes(9).toString('base64url')}`;
  const row = await createAccount(
    t.app.db,
    {
      phone,
      password,
      name: options.name ?? 'Тест Тестов',
      email: options.email ?? null,
      role: options.role ?? 'USER',
    },
    t.config.now(),
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: phone, password, loginType: 'phone' },
  });
  if (response.statusCode !== 200) throw new Error(`test login failed: ${response.statusCode} ${response.body}`);
  const token = (response.json() as { access_token: string }).access_token;
  const cookie = response.cookies.find((c) => c.name.endsWith('polotno_session'));
  return {
    id: row.id,
    phone,
    password,
    headers: { authorization: `Bearer ${token}` },
    cookie: cookie ? `${cookie.name}=${cookie.value}` : '',
  };
}

/**
 * `app.inject` as `user` (null: anonymous), with an optional body and extra headers. Test files make theirs
 * with `const call = callerOf(() => t)`: the app is read at call time, since `beforeAll` creates it.
 */
export function callerOf(app: () => TestApp) {
  return (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app().app.inject({
      method,
      url,
      headers: { ...(user ? user.headers : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
