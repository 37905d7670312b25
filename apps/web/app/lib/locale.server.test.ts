import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromCookieHeader } from './locale.server';

describe('the locale cookie', () => {
  it('is Secure in production even when the request reached the shop over plain HTTP', () => {
    const cookie = localeCookie('uz', new Request('http://shop.internal/locale'), true);
    expect(cookie).toBe('locale=uz; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is Secure on an HTTPS request outside production, and not on a developer’s plain HTTP', () => {
    expect(localeCookie('ru', new Request('https://localhost/locale'), false)).toMatch(/; Secure$/);
    expect(localeCookie('ru', new Request('http://localhost:3000/locale'), false)).not.toMatch(/Secure/);
  });

  it('reads back only a language the shop has', () => {
    expect(localeFromCookieHeader('a=1; locale=uz')).toBe('uz');
    expect(localeFromCookieHeader('locale=en')).toBeNull();
  });
});
