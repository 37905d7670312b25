import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';

const post = (slug: string, body = 'Текст новости') => ({
  slug,
  title: { ru: 'Новость', uz: 'Yangilik' },
  excerpt: { ru: 'Кратко', uz: '' },
  body: { ru: body, uz: '' },
  published: true,
});

describe('content administration', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'ADMIN' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  const newsCount = async () => (await t.app.inject({ url: '/api/admin/news', headers: admin.headers })).json().total;

  it('lets only an ADMIN write, and a denied write changes nothing', async () => {
    const before = await newsCount();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/news', payload: post('a1') });
    expect(anonymous.statusCode).toBe(401);
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: user.headers,
      payload: post('a1'),
    });
    expect(asUser.statusCode).toBe(403);
    // Denied before validation: even an invalid body gets 401/403, not 400.
    const invalid = await t.app.inject({ method: 'POST', url: '/api/admin/blog', headers: user.headers, payload: {} });
    expect(invalid.statusCode).toBe(403);
    expect(await newsCount()).toBe(before);
    for (const url of [
      '/api/admin/news',
      '/api/admin/vacancies',
      '/api/admin/staff',
      '/api/admin/promotions',
      '/api/admin/pages',
    ]) {
      expect((await t.app.inject({ url, headers: user.headers })).statusCode, url).toBe(403);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: post('a1'),
    });
    expect(created.statusCode).toBe(201);
    expect(await newsCount()).toBe(before + 1);
  });

  it('updates and deletes, and a USER cannot', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/admin/blog', headers: admin.headers, payload: post('b1') })
    ).json();
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog/${created.id}`,
      headers: user.headers,
    });
    expect(denied.statusCode).toBe(403);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${created.id}`,
      headers: admin.headers,
      payload: { ...post('b1-renamed'), tags: ['Футер'] },
    });
    expect(updated.json().slug).toBe('b1-renamed');
    expect(updated.json().tags).toEqual(['футер']);
    expect((await t.app.inject({ url: '/api/blog/b1-renamed' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${created.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/blog/b1-renamed' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${created.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a slug already taken (409) and a malformed one (400)', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/news', headers: admin.headers, payload: post('dup') });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: post('dup'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLUG_TAKEN');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news?lang=uz',
      headers: admin.headers,
      payload: post('Не Латиница'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('SLUG_INVALID');
    expect(bad.json().message).toContain('lotin');
  });

  it('strips script-capable content from saved bodies (T34)', async () => {
    const hostile =
      'Привет <script>alert(1)</script><img src=x onerror="alert(2)"><svg onload="alert(3)"></svg>' +
      '<a href="javascript:alert(4)">ссылка</a><iframe src="https://evil.example"></iframe>' +
      '<p style="x:expression(alert(5))">абзац</p>';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: post('xss', hostile),
    });
    expect(created.statusCode).toBe(201);
    const page = (await t.app.inject({ url: '/api/news/xss' })).json();
    expect(page.html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|style=|expression/i);
    expect(page.html).toContain('абзац');
    expect(page.html).toContain('ссылка');

    const info = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/about',
      headers: admin.headers,
      payload: { title: { ru: 'О нас', uz: '' }, body: { ru: hostile, uz: '' } },
    });
    expect(info.statusCode).toBe(200);
    const about = (await t.app.inject({ url: '/api/pages/about?lang=uz' })).json();
    expect(about.title).toBe('О нас');
    expect(about.html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|style=/i);
  });

  it('refuses promotions that end before they start', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin.headers,
      payload: {
        slug: 'bad-dates',
        title: { ru: 'Акция' },
        body: { ru: 'Текст' },
        validFrom: '2026-05-10T00:00:00Z',
        validTo: '2026-05-01T00:00:00Z',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PROMOTION_DATES_INVALID');
  });

  it('shows a cover uploaded through the catalogue image pipeline as WebP renditions', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const form = multipart({}, { name: 'обложка.png', data: photo });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const imageId = uploaded.json().id as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { ...post('with-cover'), coverId: imageId },
    });
    expect(created.statusCode).toBe(201);
    const cover = (await t.app.inject({ url: '/api/news/with-cover' })).json().cover;
    expect(cover.id).toBe(imageId);
    expect(cover.src).toBe(`/api/images/${imageId}/640.webp`);
    expect(cover.srcset).toContain(`/api/images/${imageId}/1536.webp 1536w`);
    const served = await t.app.inject({ url: cover.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image id the pipeline does not know, and changes nothing', async () => {
    const before = await newsCount();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { ...post('no-cover'), coverId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.json().code).toBe('IMAGE_NOT_FOUND');
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin.headers,
      payload: {
        name: { ru: 'Фото' },
        position: { ru: 'Нет' },
        group: 'leaders',
        photoId: '00000000-0000-4000-8000-000000000001',
      },
    });
    expect(staff.json().code).toBe('IMAGE_NOT_FOUND');
    expect(await newsCount()).toBe(before);
  });

  it('edits vacancies and staff; managers show on the contacts page', async () => {
    const vacancy = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vacancies',
      headers: admin.headers,
      payload: {
        slug: 'shveya',
        title: { ru: 'Швея' },
        employmentType: 'full-time',
        salary: { ru: 'от 70 000 ₽' },
        duties: { ru: ['Шить'] },
        published: true,
      },
    });
    expect(vacancy.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/vacancies/shveya' })).json().duties).toEqual(['Шить']);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin.headers,
      payload: { name: { ru: 'Ольга' }, position: { ru: 'Менеджер' }, phone: '+79161112233', group: 'managers' },
    });
    expect(staff.statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/contacts',
      headers: admin.headers,
      payload: { title: { ru: 'Контакты' }, body: { ru: 'Москва' } },
    });
    const contacts = (await t.app.inject({ url: '/api/pages/contacts' })).json();
    expect(contacts.managers.map((m: { name: string }) => m.name)).toEqual(['Ольга']);
  });
});
