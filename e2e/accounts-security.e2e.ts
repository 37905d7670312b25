/**
 * The popups' form actions (`POST /auth`) and the language switch (`POST /locale`) against the real
 * server, as a browser or another site would call them: redirects stay on the shop, and no other site
 * can sign a visitor out.
 */
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const FOREIGN = 'https://evil.example';
const ADMIN = { login: '79990000001', password: 'e2e-admin-password' };

/** Posts a urlencoded form as a browser would, without following the redirect. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** Where a browser lands when it follows the answer's `Location` (WHATWG URL parsing, as browsers do). */
function landing(response: Response): URL {
  return new URL(response.headers.get('location') ?? '', `${baseUrl}/auth`);
}

/** The administrator's session cookie (`name=value`), from a login through the API. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.login, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.includes('polotno_session='));
  return cookie?.split(';')[0] ?? '';
}

async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
  return response.status === 200;
}

const BYPASSES = [
  '/\t/evil.example/phish',
  '/%09/evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '\\/evil.example/phish',
  '/%2F%2Fevil.example/phish',
  '/.//evil.example/phish',
  '///evil.example/phish',
  'https:evil.example/phish',
  'https://evil.example/phish',
  'javascript:alert(1)',
  ' //evil.example/phish',
];

describe('form redirects stay on the shop', () => {
  it('sends a login with a foreign `next` to the cabinet, and a good `next` where it says', async () => {
    for (const next of ['/\t/evil.example/phish', '/%09/evil.example/phish', '/.//evil.example/phish']) {
      const response = await post('/auth', { intent: 'login', login: ADMIN.login, password: ADMIN.password, next });
      expect(response.status, JSON.stringify(next)).toBe(302);
      expect(landing(response).origin).toBe(baseUrl);
      expect(response.headers.get('location')).toBe('/user/cabinet');
    }
    const good = await post('/auth', { intent: 'login', login: ADMIN.login, password: ADMIN.password, next: '/cart' });
    expect(good.headers.get('location')).toBe('/cart');
  });

  it('sends a visitor back only to a page of the shop, without logging in', async () => {
    for (const returnTo of BYPASSES) {
      const response = await post('/auth', { intent: 'no-such-intent', returnTo });
      expect(response.status, JSON.stringify(returnTo)).toBe(302);
      expect(landing(response).origin, JSON.stringify(returnTo)).toBe(baseUrl);
      expect(response.headers.get('location'), JSON.stringify(returnTo)).toBe('/');
    }
    const own = await post('/auth', { intent: 'no-such-intent', returnTo: '/catalog?color=red' });
    expect(own.headers.get('location')).toBe('/catalog?color=red');
  });

  it('switches the language of a page of the shop only', async () => {
    for (const from of [...BYPASSES, '/uz//evil.example/phish']) {
      const response = await post('/locale', { lang: 'ru', from });
      expect(response.status, JSON.stringify(from)).toBe(302);
      expect(landing(response).origin, JSON.stringify(from)).toBe(baseUrl);
      expect(response.headers.get('location'), JSON.stringify(from)).toBe('/');
    }
    const own = await post('/locale', { lang: 'uz', from: '/catalog?color=red' });
    expect(own.headers.get('location')).toBe('/uz/catalog?color=red');
    // The shop runs in production here, over plain HTTP to 127.0.0.1: the preference is Secure all the same.
    expect(own.headers.get('set-cookie')).toBe('locale=uz; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});

describe('logout', () => {
  it('changes no cookie for a request without the session cookie, from the API or the page', async () => {
    const cookie = await sessionCookie();
    // What a form on another site sends: SameSite=Lax keeps the session cookie off it.
    const api = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: FOREIGN },
      body: 'x',
    });
    expect(api.headers.getSetCookie()).toEqual([]);
    const page = await post('/auth', { intent: 'logout' }, { origin: FOREIGN });
    expect(page.status).toBe(302);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a logout with the cookie from another origin with the refusal message, not a server error', async () => {
    const cookie = await sessionCookie();
    const response = await post('/auth', { intent: 'logout', returnTo: '/catalog' }, { origin: FOREIGN, cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/catalog');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((value) => value.includes('polotno_session='))).toBe(false);
    const flash = cookies
      .find((value) => value.startsWith('polotno_auth_flash='))
      ?.split(';')[0]
      ?.split('=')[1];
    const shown = JSON.parse(Buffer.from(flash ?? '', 'base64url').toString('utf8')) as {
      toast?: { message: string; kind: string };
    };
    expect(shown.toast?.kind).toBe('error');
    expect(shown.toast?.message).toMatch(/^Запрос отклонён: он отправлен не с сайта магазина/);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('ends the session and clears the cookie on a logout from the shop', async () => {
    const cookie = await sessionCookie();
    const response = await post('/auth', { intent: 'logout' }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((value) => /polotno_session=;/.test(value))).toBe(true);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('pages and caches', () => {
  it('keeps the pages of a signed-in visitor out of every cache, and leaves a visitor’s pages alone', async () => {
    const cookie = await sessionCookie();
    for (const path of ['/catalog', '/admin']) {
      const own = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
      expect(own.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const visitor = await fetch(`${baseUrl}/catalog`);
    expect(visitor.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});
