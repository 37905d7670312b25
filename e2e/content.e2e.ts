import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminPage, freshPhone, PNG_8x8, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');

// Pages and contexts stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs
// as one process, and closing a context there ends the whole browser.
describe('content pages and visitor requests in a real browser', () => {
  let browser: Browser;
  let files: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    files = await mkdtemp(path.join(tmpdir(), 'polotno-content-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    await rm(files, { recursive: true, force: true });
  });

  it('shows the delivery conditions of §9 in Russian and, at /uz/terms-delivery, in Uzbek', async () => {
    const page = await browser.newPage();
    const ru = await page.goto(`${baseUrl}/terms-delivery`);
    expect(ru?.status()).toBe(200);
    const russian = await page.locator('main').innerText();
    expect(russian).toContain('Условия доставки');
    expect(russian).toMatch(/1–3 рабочих дня/);
    expect(russian).toMatch(/Москве и Московской области/);
    expect(russian).toMatch(/не входит в счёт/i);
    expect(russian).toContain('0315001');

    const uz = await page.goto(`${baseUrl}/uz/terms-delivery`);
    expect(uz?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('uz');
    const uzbek = await page.locator('main').innerText();
    expect(uzbek).toContain('Yetkazib berish shartlari');
    expect(uzbek).toMatch(/1–3 ish kunida/);
    expect(uzbek).toMatch(/Moskva va Moskva viloyati/);
    expect(uzbek).toContain('0315001');
    expect(uzbek).not.toMatch(/Доставляем/);
  });

  it('opens a news item from the news list, and answers an unknown item with 404', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/news`);
    await ready(page);
    const card = page.locator('[data-testid="post-card"] a').first();
    const title = (await card.locator('span.text-lg').innerText()).trim();
    await card.click();
    await page.waitForURL(/\/news\/\d+$/);
    await page.locator('main h1', { hasText: title }).waitFor();
    expect(await page.title()).toBe(`${title} — Polotno`);

    const missing = await page.goto(`${baseUrl}/news/999999`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('main h1').innerText()).toContain('/news/999999');
  });

  it('sends the feedback form, and the administrator finds the request and marks it done', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${baseUrl}/contact`);
    await ready(visitor);
    expect(await visitor.locator('[data-testid="staff-card"]').count()).toBeGreaterThan(0);
    const message = `Нужен футер трёхнитка, 40 рулонов — ${Date.now()}`;
    await visitor.fill('input[name="name"]', 'Ольга Закройщица');
    await visitor.fill('input[name="phone"]', freshPhone().slice(1));
    expect(await visitor.inputValue('input[name="phone"]')).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{4}$/);
    await visitor.fill('textarea[name="message"]', message);
    await visitor.click('main button:text("Отправить")');
    await expect(visitor.locator('main [role="status"]').innerText()).resolves.toMatch(/Сообщение отправлено/);
    // The form empties itself once the request was received.
    expect(await visitor.inputValue('textarea[name="message"]')).toBe('');

    const admin = await adminPage(browser);
    await admin.goto(`${baseUrl}/admin/requests?status=new`);
    await ready(admin);
    expect(await admin.locator('[data-testid="request-row"]', { hasText: message }).count()).toBe(1);
    // In the unfiltered list the row stays in place while its status changes.
    await admin.goto(`${baseUrl}/admin/requests`);
    await ready(admin);
    const row = admin.locator('[data-testid="request-row"]', { hasText: message });
    expect(await row.innerText()).toContain('Обратная связь');
    await row.locator('select[name="status"]').selectOption('done');
    await row.locator('button:text("Изменить")').click();
    await row.locator('[data-testid="request-status"]', { hasText: 'Выполнена' }).waitFor();

    await admin.goto(`${baseUrl}/admin/requests?status=new`);
    expect(await admin.locator('[data-testid="request-row"]', { hasText: message }).count()).toBe(0);
    await admin.goto(`${baseUrl}/admin/requests?status=done`);
    expect(await admin.locator('[data-testid="request-row"]', { hasText: message }).count()).toBe(1);
  });

  it('sends a price-list request without JavaScript and shows the errors in Uzbek on /uz/price', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/uz/price`);
    expect(await page.getAttribute('a[data-testid="download-link"]', 'href')).toBe('/api/price-list.xlsx?lang=uz');
    expect(await page.isChecked('input[name="deliveryMethod"][value="pickup"]')).toBe(true);
    await page.fill('input[name="name"]', 'Dilnoza Karimova');
    await page.fill('input[name="phone"]', `8${freshPhone().slice(1)}`);
    await page.uncheck('input[name="materials"][value="price-list"]');
    await page.click('main button[type="submit"]');
    await expect(page.locator('main [role="alert"]').innerText()).resolves.toMatch(/Nima yuborishimizni tanlang/);

    await page.check('input[name="materials"][value="fabric-samples"]');
    await page.check('input[name="materials"][value="colour-card"]');
    await page.click('main button[type="submit"]');
    await expect(page.locator('main [role="status"]').innerText()).resolves.toMatch(/Ariza qabul qilindi/);
  });

  it('downloads the blank brief, uploads it back, and the administrator downloads the same file', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/brief-order`);
    await ready(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('a[data-testid="download-link"]')]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const brief = path.join(files, 'brief.xlsx');
    await download.saveAs(brief);
    const bytes = await readFile(brief);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const company = `Швейный цех ${Date.now()}`;
    await page.fill('input[name="name"]', 'Азиз Каримов');
    await page.fill('input[name="phone"]', freshPhone().slice(1));
    await page.fill('input[name="company"]', company);
    await page.setInputFiles('input[name="file"]', brief);
    await page.click('main button:text("Отправить")');
    await expect(page.locator('main [role="status"]').innerText()).resolves.toMatch(/Бриф получен/);

    const admin = await adminPage(browser);
    await admin.goto(`${baseUrl}/admin/requests?kind=brief`);
    await ready(admin);
    const row = admin.locator('[data-testid="request-row"]', { hasText: company });
    const href = await row.locator('a[download]').getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const stored = await admin.request.get(`${baseUrl}${href}`);
    expect(stored.status()).toBe(200);
    expect(Buffer.compare(await stored.body(), bytes)).toBe(0);
  });

  it('lets the administrator write a news item in both languages with a cover, publish it and take it down', async () => {
    const admin = await adminPage(browser);
    await admin.goto(`${baseUrl}/admin/news`);
    await ready(admin);
    await admin.click('main a:text("Новая публикация")');
    await admin.waitForSelector('input[name="slug"]');
    const stamp = Date.now();
    const titleRu = `Открыли склад в Подольске ${stamp}`;
    const titleUz = `Podolskda ombor ochdik ${stamp}`;
    await admin.fill('input[name="slug"]', `sklad-podolsk-${stamp}`);
    await admin.fill('input[name="tags"]', 'склад, доставка');
    await admin.fill('input[name="tagsUz"]', 'ombor, yetkazib berish');
    await admin.fill('input[name="title.ru"]', titleRu);
    await admin.fill('textarea[name="body.ru"]', '## Адрес\n\nСклад работает **с понедельника**.');
    await admin.fill('input[name="title.uz"]', titleUz);
    await admin.fill('textarea[name="body.uz"]', '## Manzil\n\nOmbor **dushanbadan** ishlaydi.');
    const cover = path.join(files, 'cover.png');
    await writeFile(cover, Buffer.from(PNG_8x8, 'base64'));
    await admin.setInputFiles('input[name="cover"]', cover);
    await admin.check('input[name="published"]');
    await admin.click('main button:text("Сохранить")');
    await expect(admin.locator('main [role="status"]').innerText()).resolves.toBe('Сохранено');
    const id = new URL(admin.url()).searchParams.get('edit');
    expect(id).toMatch(/^\d+$/);

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/uz/news/${id}`);
    expect(await visitor.locator('main h1').innerText()).toBe(titleUz);
    expect(await visitor.locator('main h2', { hasText: 'Manzil' }).count()).toBe(1);
    expect(await visitor.locator('main strong').innerText()).toBe('dushanbadan');
    expect(await visitor.locator('main li', { hasText: '#yetkazib berish' }).count()).toBe(1);
    expect(await visitor.locator('main [lang="ru"]').count()).toBe(0);
    const image = visitor.locator('main img').first();
    expect(await image.getAttribute('srcset')).toMatch(/\d+w/);
    expect(await image.getAttribute('width')).toMatch(/^\d+$/);
    await visitor.goto(`${baseUrl}/news`);
    expect(await visitor.locator('[data-testid="post-card"]', { hasText: titleRu }).count()).toBe(1);

    const row = admin.locator('[data-testid="admin-post-row"]', { hasText: titleRu });
    await row.locator('button:text("Снять с публикации")').click();
    await row.locator('text=Черновик').waitFor();
    // The open editor follows the change instead of keeping a stale "published" box.
    expect(await admin.isChecked('input[name="published"]')).toBe(false);
    expect((await visitor.goto(`${baseUrl}/news/${id}`))?.status()).toBe(404);

    admin.once('dialog', (dialog) => void dialog.accept());
    await row.locator('button:text("Удалить")').click();
    await admin.locator('main [role="status"]', { hasText: 'Публикация удалена' }).waitFor();
    expect(await admin.locator('[data-testid="admin-post-row"]', { hasText: titleRu }).count()).toBe(0);
  });

  it('refuses a program renamed to .xlsx with the API’s clear message', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/brief-order`);
    await ready(page);
    // The start of a Windows executable: the "MZ" header and a DOS stub.
    const fake = path.join(files, 'brief-final.xlsx');
    await writeFile(fake, Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 0x41)]));
    await page.fill('input[name="name"]', 'Пётр Подозрительный');
    await page.fill('input[name="phone"]', freshPhone().slice(1));
    await page.setInputFiles('input[name="file"]', fake);
    await page.click('main button:text("Отправить")');
    await expect(page.locator('main [role="alert"]').innerText()).resolves.toBe(
      'Формат файла не поддерживается. Допустимы: XLSX, XLS, DOCX, DOC, PDF',
    );
  });
});
