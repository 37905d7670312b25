import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { signVerificationToken } from './accounts.tokens.ts';

const clock = { ms: Date.parse('2025-03-03T09:00:00Z') };
const advance = (seconds: number) => void (clock.ms += seconds * 1000);

function login(t: TestApp, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
}
const me = (t: TestApp, headers: Record<string, string>) => t.app.inject({ url: '/api/auth/user', headers });
const accessKey = (t: TestApp) => createHmac('sha256', t.config.sessionSecret).update('polotno:access').digest();

describe('login, sessions and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock.ms) });
  });
  afterAll(() => t.close());

  it('logs in by phone in any spelling or by e-mail in any case, answering {access_token, user} and a cookie', async () => {
    const user = await createUser(t, { phone: '79161234567', email: 'buyer@shop.ru' });
    for (const payload of [
      { email: '79161234567', password: user.password, loginType: 'phone' },
      { email: '+7 (916) 123-45-67', password: user.password, loginType: 'phone' },
      { email: '89161234567', password: user.password },
      { email: 'Buyer@Shop.RU', password: user.password },
    ]) {
      const response = await login(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      const body = response.json();
      expect(body.access_token).toEqual(expect.any(String));
      expect(body.user).toMatchObject({ id: user.id, phone: '79161234567', role: 'USER', email: 'buyer@shop.ru' });
      expect(response.body).not.toMatch(/argon2|password/i);
    }
  });

  it('sets the session cookie httpOnly, SameSite=Lax, Path=/ and never puts it in the body', async () => {
    const user = await createUser(t);
    const response = await login(t, { email: user.phone, password: user.password });
    const cookie = response.cookies.find((c) => c.name === 'polotno_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(response.body).not.toContain(cookie?.value ?? '---');
  });

  it('marks the cookie Secure with the __Host- prefix in production', async () => {
    const prod = await createTestApp({ env: 'production', now: () => new Date(clock.ms) });
    try {
      const user = await createUser(prod);
      const response = await login(prod, { email: user.phone, password: user.password });
      const raw = String(response.headers['set-cookie']);
      expect(raw).toMatch(/^__Host-polotno_session=/);
      expect(raw).toMatch(/; Secure/);
      expect(raw).toMatch(/; HttpOnly/);
      expect(raw).toMatch(/; SameSite=Lax/);
    } finally {
      await prod.close();
    }
  });

  it('answers a wrong password and an unknown login with the same 401 body', async () => {
    const user = await createUser(t);
    const wrong = await login(t, { email: user.phone, password: 'not-the-password' });
    const unknown = await login(t, { email: '79000000001', password: 'not-the-password' });
    const unknownEmail = await login(t, { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Неверный логин или пароль',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknownEmail.json()).toEqual(wrong.json());
    expect((await login(t, { email: '', password: 'x' })).json().code).toBe('LOGIN_REQUIRED');
    expect((await login(t, { email: 'x@y.z', password: '' })).json().code).toBe('PASSWORD_REQUIRED');
  });

  it('locks an account after 5 failures across spellings: the right password gets 429 until the lock ends', async () => {
    const user = await createUser(t, { phone: '79161230000', email: 'lock@shop.ru' });
    const spellings = ['79161230000', '+7 916 123-00-00', 'LOCK@shop.ru', '89161230000', 'lock@shop.ru'];
    for (const email of spellings) expect((await login(t, { email, password: 'wrong-one' })).statusCode).toBe(401);
    const locked = await login(t, { email: user.phone, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Attempts during the lock do not extend it.
    advance(10 * 60);
    expect((await login(t, { email: user.phone, password: 'wrong-again' })).statusCode).toBe(429);
    advance(5 * 60 + 1);
    expect((await login(t, { email: user.phone, password: user.password })).statusCode).toBe(200);
  });

  it('locks an IP after too many failures, whatever accounts it tries', async () => {
    const strict = await createTestApp({
      now: () => new Date(clock.ms),
      auth: { ...t.config.auth, loginIpMaxFailures: 3 },
    });
    try {
      const user = await createUser(strict);
      for (const n of [1, 2, 3]) {
        expect((await login(strict, { email: `7900000000${n}`, password: 'whatever1' }, '10.1.1.1')).statusCode).toBe(
          401,
        );
      }
      expect((await login(strict, { email: user.phone, password: user.password }, '10.1.1.1')).statusCode).toBe(429);
      expect((await login(strict, { email: user.phone, password: user.password }, '10.1.1.2')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses a blocked account with 403 and the admin login for a USER', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const user = await createUser(t);
    const asAdmin = await login(t, { email: user.phone, password: user.password, role: 'admin' });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().code).toBe('AUTH_ADMIN_ONLY');
    expect((await login(t, { email: admin.phone, password: admin.password, role: 'admin' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}/block`,
      headers: admin.headers,
      payload: { blocked: true },
    });
    const blocked = await login(t, { email: user.phone, password: user.password });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Доступ запрещён, возможно, аккаунт заблокирован');
    // Blocking ended the sessions the user had.
    expect((await me(t, user.headers)).statusCode).toBe(401);
  });

  it('refreshes the access token from the session cookie and logs out', async () => {
    const user = await createUser(t);
    const origin = { origin: 'http://localhost:3000' };
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: user.cookie, ...origin },
    });
    expect(refreshed.statusCode).toBe(200);
    const accessToken = refreshed.json().accessToken;
    expect((await me(t, { authorization: `Bearer ${accessToken}` })).json().id).toBe(user.id);
    expect((await me(t, { cookie: user.cookie })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, ...origin },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/polotno_session=;/);
    expect((await me(t, user.headers)).statusCode).toBe(401);
    expect((await me(t, { authorization: `Bearer ${accessToken}` })).statusCode).toBe(401);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: user.cookie, ...origin },
    });
    expect(after.statusCode).toBe(401);
  });

  it('clears no cookie on a logout without the session cookie, so another site cannot sign a visitor out', async () => {
    const user = await createUser(t);
    // What a form on another site sends: text/plain, a foreign Origin, and (SameSite=Lax) no cookie.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await me(t, { cookie: user.cookie })).statusCode).toBe(200);
    // The same request with the cookie from another origin is refused and ends nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ORIGIN_FORBIDDEN');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await me(t, { cookie: user.cookie })).statusCode).toBe(200);
    // An API client logging out with its bearer token ends the session; it has no cookie to clear.
    const bearer = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.headers['set-cookie']).toBeUndefined();
    expect((await me(t, { cookie: user.cookie })).statusCode).toBe(401);
  });

  it('refuses refresh without a cookie, and with a bearer token only', async () => {
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: user.headers })).statusCode).toBe(
      401,
    );
  });

  it('refuses cookie-authenticated state changes from another origin or with no Origin', async () => {
    const user = await createUser(t);
    for (const headers of [{ origin: 'https://evil.example' }, {}, { origin: 'null' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: user.cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ORIGIN_FORBIDDEN');
    }
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: { cookie: user.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { name: 'Same origin' },
    });
    expect(own.statusCode).toBe(200);
    // Reads need no Origin.
    expect((await me(t, { cookie: user.cookie })).statusCode).toBe(200);
  });

  it('ends sessions after the idle timeout and after the absolute lifetime', async () => {
    const user = await createUser(t);
    advance(15 * 86_400);
    expect((await me(t, { cookie: user.cookie })).statusCode).toBe(401);
    const again = await login(t, { email: user.phone, password: user.password });
    const cookie = `polotno_session=${again.cookies[0]?.value}`;
    for (let day = 0; day < 29; day += 7) {
      advance(7 * 86_400);
      expect((await me(t, { cookie })).statusCode, `day ${day + 7}`).toBe(day + 7 < 30 ? 200 : 401);
    }
  });

  it('expires access tokens after 15 minutes', async () => {
    const user = await createUser(t);
    advance(14 * 60);
    expect((await me(t, user.headers)).statusCode).toBe(200);
    advance(61);
    expect((await me(t, user.headers)).statusCode).toBe(401);
  });

  it('rejects forged access tokens: alg none, wrong key, wrong audience, wrong typ, no exp, a verification token', async () => {
    const user = await createUser(t);
    const [, payloadPart] = user.headers.authorization.slice(7).split('.');
    const claims = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payloadPart}.`;
    const sign = (header: Record<string, unknown>, body: Record<string, unknown>, key: Uint8Array = accessKey(t)) =>
      new SignJWT(body).setProtectedHeader({ alg: 'HS256', ...header }).sign(key);
    const now = Math.floor(clock.ms / 1000);
    const forged = [
      none,
      await sign({ typ: 'at+jwt' }, claims, new TextEncoder().encode('x'.repeat(32))),
      await sign({ typ: 'at+jwt' }, { ...claims, aud: 'someone-else' }),
      await sign({ typ: 'JWT' }, claims),
      await sign({ typ: 'at+jwt' }, { ...claims, exp: undefined }),
      await sign({ typ: 'at+jwt' }, { ...claims, exp: now - 10 }),
      await signVerificationToken(t.config, { phone: user.phone, purpose: 'register', codeId: claims.sid }, 600),
      `${user.headers.authorization.slice(7)}x`,
    ];
    expect((await me(t, user.headers)).statusCode).toBe(200);
    for (const token of forged) {
      expect((await me(t, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('stores argon2id hashes with m ≥ 19456 KiB, t = 2, p = 1 and unique salts; long passwords work exactly', async () => {
    const long = 'д'.repeat(36) + 'x'.repeat(164);
    const a = await createUser(t, { password: long });
    const b = await createUser(t, { password: long });
    const rows = await t.app.db.select().from(tables.users).where(eq(tables.users.id, a.id));
    const hash = rows[0]?.passwordHash ?? '';
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(
      hash.replace(/m=(\d+),p=(\d+),t=(\d+)/, 'm=$1,t=$3,p=$2'),
    );
    expect(Number(params?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(params?.[2])).toBe(2);
    expect(Number(params?.[3])).toBe(1);
    const [other] = await t.app.db.select().from(tables.users).where(eq(tables.users.id, b.id));
    expect(other?.passwordHash).not.toBe(hash);
    const almost = `${long.slice(0, 199)}y`;
    expect((await login(t, { email: a.phone, password: almost })).statusCode).toBe(401);
    expect((await login(t, { email: a.phone, password: long })).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past the per-IP request cap of an auth route', async () => {
    const capped = await createTestApp({ auth: { ...t.config.auth, rateLimitPerMinute: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push(await login(capped, { email: 'a@b.cd', password: 'whatever' }));
      expect(statuses.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
      expect(statuses[3]?.json().code).toBe('RATE_LIMITED');
      expect(statuses[3]?.headers['retry-after']).toBeDefined();
    } finally {
      await capped.close();
    }
  });
});
