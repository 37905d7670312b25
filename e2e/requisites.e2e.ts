import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { api, customerPage, freshPhone, ready, registerCustomer } from './support/journey.ts';

const baseUrl = inject('baseUrl');

// Checksum-valid requisites of a real-looking LLC (the same numbers the domain's checksum tests use). A company
// is one per ИНН + КПП (docs/decisions/020) and other journeys save this ИНН too, so this one's КПП is its own.
const COMPANY = {
  companyName: 'ООО «Швейная мастерская»',
  inn: '7707083893',
  kpp: `7737${String(Date.now()).slice(-5)}`,
  ogrn: '1027700132195',
  address: '115280, Москва, ул. Ленинская Слобода, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe('requisites and documents in a real browser', () => {
  let browser: Browser;
  let page: Page;
  let files: string;
  let customer: { id: string; token: string };
  const phone = freshPhone();

  beforeAll(async () => {
    browser = await launchBrowser();
    files = await mkdtemp(path.join(tmpdir(), 'polotno-requisites-e2e-'));
    customer = await registerCustomer(phone, 'Ирина Кройкина');
    page = await customerPage(browser, phone, '/user/requisites');
  });
  afterAll(async () => {
    await browser?.close();
    await rm(files, { recursive: true, force: true });
  });

  it('shows the INN error at its field and saves nothing, then saves valid LLC requisites', async () => {
    await page.goto(`${baseUrl}/user/requisites`);
    await ready(page);
    await page.check('input[name="type"][value="llc"]');
    // Fields of other types are hidden for an LLC.
    await expect(page.locator('input[name="ogrnip"]').isVisible()).resolves.toBe(false);
    await expect(page.locator('input[name="kpp"]').isVisible()).resolves.toBe(true);
    for (const [field, value] of Object.entries(COMPANY)) await page.fill(`input[name="${field}"]`, value);
    await page.fill('input[name="inn"]', '7707083894');
    await page.click('button:text("Сохранить реквизиты")');
    const error = page.locator('[data-testid="error-inn"]');
    await error.waitFor();
    expect(await error.innerText()).toContain('ИНН: нужно 10 цифр');
    await expect(page.locator('input[name="inn"]').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('input[name="companyName"]').inputValue()).resolves.toBe(COMPANY.companyName);
    expect(await api('GET', `/api/user/${customer.id}/requisites`, customer.token)).toBeNull();

    await page.fill('input[name="inn"]', COMPANY.inn);
    await page.click('button:text("Сохранить реквизиты")');
    await page.locator('main [role="status"]', { hasText: 'Реквизиты сохранены' }).waitFor();
    expect(await api('GET', `/api/user/${customer.id}/requisites`, customer.token)).toMatchObject({
      type: 'llc',
      ...COMPANY,
    });

    await page.reload();
    await ready(page);
    await expect(page.locator('input[name="type"][value="llc"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('input[name="account"]').inputValue()).resolves.toBe(COMPANY.account);
  });

  it('names the company as the buyer at checkout', async () => {
    const list = await api<{ items: { id: number; count: number; colors: { id: number }[] }[] }>(
      'GET',
      '/api/products?inStock=true&limit=20',
      null,
    );
    const product = list.items.find((item) => item.count >= 2);
    if (!product) throw new Error('the demo catalogue has no product in stock');
    await api('POST', `/api/user/cart/${customer.id}`, customer.token, {
      productId: product.id,
      count: 1,
      color: product.colors[0]?.id ?? null,
    });
    await page.goto(`${baseUrl}/cart`);
    await ready(page);
    expect(await page.locator('[data-testid="checkout-buyer"]').innerText()).toContain(COMPANY.companyName);
  });

  it('uploads a PDF, lists and downloads it, refuses a program, and deletes the document', async () => {
    const pdf = path.join(files, 'Карточка предприятия.pdf');
    await writeFile(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await page.goto(`${baseUrl}/user/requisites`);
    await ready(page);
    await page.setInputFiles('input[name="file"]', pdf);
    await page.click('button:text("Загрузить")');
    await page.locator('main [role="status"]', { hasText: 'Карточка предприятия.pdf' }).waitFor();
    const document = page.locator('[data-testid="document"]');
    // The action's message shows before the page's data is read again: wait for the list itself.
    await document.first().waitFor();
    await expect(document.count()).resolves.toBe(1);
    const href = await document.locator('a').getAttribute('href');
    const download = await page.request.get(`${baseUrl}${href}`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const program = path.join(files, 'invoice.pdf.exe');
    await writeFile(program, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]));
    await page.setInputFiles('input[name="file"]', program);
    await page.click('button:text("Загрузить")');
    await page.locator('main [role="alert"]', { hasText: 'Формат файла не поддерживается' }).waitFor();
    await expect(document.count()).resolves.toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await document.locator('button:text("Удалить")').click();
    await page.locator('main [role="status"]', { hasText: 'Файл удалён' }).waitFor();
    await document.first().waitFor({ state: 'detached' });
    expect(await api<unknown[]>('GET', `/api/user/${customer.id}/files`, customer.token)).toEqual([]);
  });

  it('speaks Uzbek at /uz/user/requisites, errors included', async () => {
    await page.goto(`${baseUrl}/uz/user/requisites`);
    await ready(page);
    expect(await page.locator('main').innerText()).toContain('Xaridor turi');
    await page.check('input[name="type"][value="entrepreneur"]');
    await page.fill('input[name="name"]', '');
    await page.click('button:text("Rekvizitlarni saqlash")');
    // The form kit refuses the empty required field in the browser, in Uzbek, before anything is sent.
    await page.locator('[data-testid="error-name"]').waitFor();
    expect(await page.locator('[data-testid="error-name"]').innerText()).toBe("Bu maydon to'ldirilishi shart");
    // The server's refusal of a wrong INN (a company's 10 digits for an entrepreneur) is in Uzbek too.
    await page.fill('input[name="name"]', 'Karimova Dilnoza');
    await page.fill('input[name="ogrnip"]', '304500116000157');
    await page.click('button:text("Rekvizitlarni saqlash")');
    await page.locator('main [role="alert"]', { hasText: 'Rekvizitlar saqlanmadi' }).waitFor();
    // The saved LLC requisites are untouched.
    expect(await api('GET', `/api/user/${customer.id}/requisites`, customer.token)).toMatchObject({ type: 'llc' });
  });
});
