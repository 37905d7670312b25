import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { PNG_8x8, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');
const UPLOADED_SRC = /^\/api\/images\/[0-9a-f-]{36}\/\d+\.webp$/;

// Pages and contexts stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs
// as one process, and closing a context there ends the whole browser.
describe('the administrator edits the catalogue in a real browser', () => {
  let browser: Browser;
  let files: string;
  let admin: Page;
  let png: string;
  const suffix = String(Date.now()).slice(-6);
  const categoryId = `e2e-cat-${suffix}`;
  const names = { ru: `Футер e2e ${suffix}`, uz: `Futer e2e ${suffix}` };
  let productId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    files = await mkdtemp(path.join(tmpdir(), 'polotno-admin-catalog-e2e-'));
    png = path.join(files, 'photo.png');
    await writeFile(png, Buffer.from(PNG_8x8, 'base64'));
    admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${baseUrl}/login`);
    await ready(admin);
    await admin.fill('input[name="login"]', '+7 (999) 000-0001');
    await admin.fill('input[name="password"]', 'e2e-admin-password');
    await admin.click('main button:text("Войти")');
    await admin.waitForURL(`${baseUrl}/admin`);
  });
  afterAll(async () => {
    await browser?.close();
    await rm(files, { recursive: true, force: true });
  });

  it('creates a category with a photo and its characteristic groups', async () => {
    await admin.goto(`${baseUrl}/admin/category`);
    await ready(admin);
    await admin.click('main a:text("Новая категория")');
    await admin.waitForURL(/edit=new/);
    await admin.fill('input[name="id"]', categoryId);
    await admin.fill('input[name="name.ru"]', `Категория ${suffix}`);
    await admin.fill('input[name="name.uz"]', `Kategoriya ${suffix}`);
    await admin.fill('input[name="position"]', '90');
    await admin.setInputFiles('input[name="photo"]', png);
    await admin.click('main button:text-is("Сохранить")');
    await admin.waitForURL(new RegExp(`edit=${categoryId}&saved=1`));
    await admin.locator('main [role="status"]', { hasText: 'Сохранено' }).waitFor();
    const row = admin.locator('[data-testid="admin-category-row"]', { hasText: categoryId });
    expect(await row.innerText()).toContain(`Kategoriya ${suffix}`);
    expect(await row.locator('img').getAttribute('src')).toMatch(UPLOADED_SRC);

    await admin.fill('input[name="main.0.key"]', 'plotnost');
    await admin.fill('input[name="main.0.name.ru"]', 'Плотность');
    await admin.fill('input[name="main.0.name.uz"]', 'Zichlik');
    await admin.click('main button:text("Сохранить характеристики")');
    await admin.waitForURL(/groups=1/);
    await admin.locator('main [role="status"]', { hasText: 'Характеристики категории сохранены' }).waitFor();
    expect(await admin.inputValue('input[name="main.0.key"]')).toBe('plotnost');
    expect(await admin.inputValue('input[name="main.0.name.uz"]')).toBe('Zichlik');

    // A second category with the same code is refused by the API, in the page's language, with the form kept.
    await admin.goto(`${baseUrl}/uz/admin/category?edit=new`);
    await ready(admin);
    await admin.fill('input[name="id"]', categoryId);
    await admin.fill('input[name="name.ru"]', 'Дубликат');
    await admin.click('main button:text-is("Saqlash")');
    await admin.locator('main [role="alert"]', { hasText: 'Bunday kodli kategoriya allaqachon bor' }).waitFor();
    expect(await admin.inputValue('input[name="name.ru"]')).toBe('Дубликат');

    // The public list of categories names it in each language.
    const uz = await admin.request.get(`${baseUrl}/api/products/categories?lang=uz`);
    expect(await uz.json()).toContainEqual(expect.objectContaining({ id: categoryId, name: `Kategoriya ${suffix}` }));
  });

  it('creates a product in both languages with a photographed colour, and the catalogue shows it', async () => {
    await admin.goto(`${baseUrl}/admin/products`);
    await ready(admin);
    await admin.click('main a:text("Новый товар")');
    await admin.waitForURL(/edit=new/);
    await admin.fill('input[name="name.ru"]', names.ru);
    await admin.fill('input[name="name.uz"]', names.uz);
    await admin.fill('textarea[name="shortDescription.ru"]', 'Плотный футер для толстовок');
    await admin.fill('input[name="composition.ru"]', 'Хлопок 80%, полиэстер 20%');
    await admin.fill('input[name="art"]', `E2E-${suffix}`);
    await admin.selectOption('select[name="categoryId"]', categoryId);
    await admin.fill('input[name="price"]', '987,5');
    await admin.fill('input[name="count"]', '12');
    await admin.fill('input[name="weight"]', '320');
    await admin.fill('input[name="color.0.name.ru"]', 'Изумрудный');
    await admin.fill('input[name="color.0.name.uz"]', 'Zumrad');
    await admin.fill('input[name="color.0.hex"]', '#1F6F5C');
    await admin.setInputFiles('input[name="color.0.files"]', png);
    await admin.click('main form:has(#product-editor-title) button:text-is("Сохранить")');
    await admin.waitForURL(/edit=\d+&saved=1/);
    productId = new URL(admin.url()).searchParams.get('edit') ?? '';
    await admin.locator('main [role="status"]', { hasText: 'Сохранено' }).waitFor();
    // The editor shows the product as saved: the hex in lower case and the uploaded photo.
    expect(await admin.inputValue('input[name="color.0.hex"]')).toBe('#1f6f5c');
    expect(await admin.inputValue('input[name="price"]')).toBe('987.5');
    const thumbnail = await admin.locator('[data-testid="color-row"]').first().locator('img').getAttribute('src');
    expect(thumbnail).toMatch(UPLOADED_SRC);

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/catalog?category=${categoryId}`);
    expect(await visitor.locator(`main a[href="/product/${productId}"]`).first().innerText()).toContain(names.ru);
    await visitor.goto(`${baseUrl}/uz/catalog?category=${categoryId}`);
    const uzLink = visitor.locator(`main a[href="/uz/product/${productId}"]`, { hasText: names.uz });
    expect(await uzLink.count()).toBeGreaterThan(0);

    const page = await visitor.goto(`${baseUrl}/product/${productId}`);
    expect(page?.status()).toBe(200);
    expect(await visitor.locator('main h1').innerText()).toBe(names.ru);
    const gallery = visitor.locator('main section img').first();
    expect(await gallery.getAttribute('src')).toBe(thumbnail);
    expect(await gallery.getAttribute('alt')).toBe(`${names.ru} — Изумрудный`);
    const image = await visitor.request.get(`${baseUrl}${thumbnail}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(await visitor.locator('main').innerText()).toContain('987,5');
  });

  it('finds the product in the list, sets its stock there and opens its editor', async () => {
    await admin.goto(`${baseUrl}/admin/products?search=${encodeURIComponent(names.ru)}`);
    await ready(admin);
    const row = admin.locator('main tr', { hasText: names.ru });
    await row.locator('input[name="count"]').fill('30');
    await row.locator('button:text-is("Сохранить")').click();
    await admin.locator('main [role="status"]', { hasText: '30' }).waitFor();
    const stock = await admin.request.get(`${baseUrl}/api/product/${productId}`);
    expect(await stock.json()).toMatchObject({ count: 30 });
    await row.locator('a:text-is("Изменить")').click();
    await admin.waitForURL(new RegExp(`edit=${productId}`));
    expect(await admin.inputValue('input[name="name.uz"]')).toBe(names.uz);
    expect(await admin.inputValue('input[name="count"]')).toBe('30');
  });

  it('changes the price, and the product page shows the new one', async () => {
    await admin.goto(`${baseUrl}/admin/products?edit=${productId}`);
    await ready(admin);
    await admin.fill('input[name="price"]', '612,25');
    await admin.click('main form:has(#product-editor-title) button:text-is("Сохранить")');
    await admin.waitForURL(/saved=1/);
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/product/${productId}`);
    const text = await visitor.locator('main').innerText();
    expect(text).toContain('612,25');
    expect(text).not.toContain('987,5');
  });

  it('refuses an invalid form without JavaScript, keeps what was typed and changes nothing', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await admin.context().cookies());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/products?edit=${productId}`);
    // Only spaces pass the browser's `required` but not the schema.
    await page.fill('input[name="name.ru"]', '   ');
    await page.fill('input[name="name.uz"]', 'Boshqa nom');
    await page.click('main form:has(#product-editor-title) button:text-is("Сохранить")');
    expect(await page.locator('main [role="alert"]').innerText()).toMatch(
      /Проверьте введённые данные: Название на русском/,
    );
    expect(await page.inputValue('input[name="name.uz"]')).toBe('Boshqa nom');

    await page.fill('input[name="name.ru"]', 'Другое название');
    await page.fill('input[name="price"]', '-5');
    await page.click('main form:has(#product-editor-title) button:text-is("Сохранить")');
    expect(await page.locator('main [role="alert"]').innerText()).toMatch(/Проверьте введённые данные: Цена за кг/);
    expect(await page.inputValue('input[name="price"]')).toBe('-5');
    expect(await page.inputValue('input[name="name.ru"]')).toBe('Другое название');
    // The colour and its photo are still in the refused form.
    expect(await page.inputValue('input[name="color.0.name.ru"]')).toBe('Изумрудный');
    expect(await page.locator('[data-testid="color-row"]').first().locator('img').count()).toBe(1);

    await page.goto(`${baseUrl}/uz/admin/products?edit=${productId}`);
    await page.fill('input[name="price"]', '-5');
    await page.click('main form:has(#product-editor-title) button:text-is("Saqlash")');
    expect(await page.locator('main [role="alert"]').innerText()).toMatch(
      /Kiritilgan ma'lumotlarni tekshiring: Narxi, ₽\/kg/,
    );

    const product = await admin.request.get(`${baseUrl}/api/products/${productId}`);
    expect(await product.json()).toMatchObject({ name: names.ru, price: 612.25 });
  });

  it('deletes the product after a confirmation, and its page answers 404', async () => {
    await admin.goto(`${baseUrl}/admin/products?edit=${productId}`);
    await ready(admin);
    await admin.click('main a:text("Удалить товар")');
    await admin.waitForURL(/remove=1/);
    const question = admin.locator('main [role="alertdialog"]');
    expect(await question.innerText()).toContain(`Удалить товар «${names.ru}» навсегда?`);
    // The product is still there until the question is answered.
    expect((await admin.request.get(`${baseUrl}/api/products/${productId}`)).status()).toBe(200);
    await question.locator('button:text("Да, удалить товар")').click();
    await admin.waitForURL(/removed=1/);
    await admin.locator('main [role="status"]', { hasText: 'Товар удалён' }).waitFor();

    const visitor = await browser.newPage();
    expect((await visitor.goto(`${baseUrl}/product/${productId}`))?.status()).toBe(404);
  });

  it('deletes the category after a confirmation', async () => {
    await admin.goto(`${baseUrl}/admin/category`);
    await ready(admin);
    await admin.click(`main a[aria-label="Удалить: Категория ${suffix}"]`);
    await admin.waitForURL(/remove=/);
    await admin.click('main button:text("Да, удалить категорию")');
    await admin.waitForURL(/removed=1/);
    await admin.locator('main [role="status"]', { hasText: 'Категория удалена' }).waitFor();
    expect(await admin.locator('[data-testid="admin-category-row"]', { hasText: categoryId }).count()).toBe(0);
  });
});
