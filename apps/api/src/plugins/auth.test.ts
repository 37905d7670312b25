/**
 * The same-origin rule of cookie writes: outside production the origin the shop was opened at (any host:
 * localhost, 127.0.0.1, a LAN address); in production `PUBLIC_URL` only. A refusal names the origin expected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { callFromPage, createTestAppWithPage } from '../../test/in-process.ts';
import { loadConfig } from '../config.ts';

/** Renames `user` by a cookie-authenticated PUT, as the web's profile form does, from a page at `host`. */
function renameFromPage(t: TestApp, user: TestUser, host: string, origin: string, lang = 'ru') {
  return callFromPage(
    t.app,
    { remoteAddress: '192.168.1.50', headers: { host } },
    {
      method: 'PUT',
      url: `/api/user/${user.id}?lang=${lang}`,
      headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Новое имя' }),
    },
  );
}

describe('cookie writes outside production', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestAppWithPage({ env: 'development', publicUrl: 'http://localhost:3000' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('accepts a save from the page whatever host the shop was opened at', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000', 'polotno.local']) {
      const answer = await renameFromPage(t, user, host, `http://${host}`);
      expect(answer.status, host).toBe(200);
    }
  });

  it('refuses a save from another site, naming the origin it expected in the caller’s language', async () => {
    const ru = await renameFromPage(t, user, '127.0.0.1:3000', 'http://evil.example');
    expect(ru.status).toBe(403);
    expect(JSON.parse(ru.body)).toMatchObject({
      code: 'ORIGIN_FORBIDDEN',
      message: 'Запрос отклонён: он отправлен не с сайта магазина (ожидался http://127.0.0.1:3000)',
    });
    const uz = await renameFromPage(t, user, '127.0.0.1:3000', 'http://evil.example', 'uz');
    expect(JSON.parse(uz.body).message).toBe(
      "So'rov rad etildi: u do'kon saytidan yuborilmagan (http://127.0.0.1:3000 kutilgan edi)",
    );
    // Same host, another scheme or port is another origin.
    expect((await renameFromPage(t, user, '127.0.0.1:3000', 'https://127.0.0.1:3000')).status).toBe(403);
    expect((await renameFromPage(t, user, '127.0.0.1:3000', 'http://127.0.0.1:3001')).status).toBe(403);
  });
});

describe('cookie writes in production', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestAppWithPage({ env: 'production', publicUrl: 'https://shop.example' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('accepts a save from PUBLIC_URL only, and says which origin it expected', async () => {
    expect((await renameFromPage(t, user, 'shop.example', 'https://shop.example')).status).toBe(200);
    // The address the request came to is not enough in production: only the configured origin is the shop.
    const other = await renameFromPage(t, user, '10.0.0.7:3000', 'http://10.0.0.7:3000');
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body).message).toBe(
      'Запрос отклонён: он отправлен не с сайта магазина (ожидался https://shop.example)',
    );
  });

  it('refuses to start in production without PUBLIC_URL, saying what it is', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/polotno-config-test' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });
});

describe('answers meant for one caller', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'ADMIN' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('are never stored by a cache: per-user reads, the account, login, refresh and every admin list', async () => {
    const perUser = [
      `/api/user/cart/${user.id}`,
      `/api/user/saved/${user.id}`,
      `/api/order/${user.id}`,
      `/api/user/${user.id}`,
      `/api/user/${user.id}/requisites`,
      `/api/user/${user.id}/files`,
      '/api/auth/user',
    ];
    const adminLists = [
      '/api/user',
      '/api/order',
      '/api/admin/requests',
      '/api/admin/categories',
      '/api/admin/pages',
      '/api/admin/promotions',
      '/api/admin/staff',
      '/api/admin/vacancies',
      '/api/admin/integrations/woocommerce',
    ];
    const calls = [
      ...perUser.flatMap((url) => [
        { url, headers: user.headers },
        { url, headers: { cookie: user.cookie } },
      ]),
      ...adminLists.flatMap((url) => [
        { url, headers: admin.headers },
        { url, headers: { cookie: admin.cookie } },
      ]),
    ];
    for (const { url, headers } of calls) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/\bno-store\b/);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.phone, password: user.password, loginType: 'phone' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toMatch(/\bno-store\b/);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: user.cookie, origin: 'http://localhost:80' },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('include refusals of an admin address, and leave anonymous public answers alone', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/requests' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const news = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(news.statusCode).toBe(200);
    expect(news.headers['cache-control']).toBeUndefined();
  });
});
