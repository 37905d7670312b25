/**
 * The popups' form actions (`POST /auth`) and the language switch (`POST /locale`) against the real
 * server, as a browser or another site would call them: redirects stay on the shop.
 */
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
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
  });
});
