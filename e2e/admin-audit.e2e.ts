import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminBearerToken, adminPage, api } from './support/journey.ts';

const baseUrl = inject('baseUrl');

describe('the audit trail in a real browser', () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists a manager’s price change, filtered without JavaScript, and the product editor shows it', async () => {
    const token = await adminBearerToken();
    const art = `AUD-E2E-${String(Date.now()).slice(-6)}`;
    const product = await api<{ id: number }>('POST', '/api/admin/products', token, {
      art,
      name: { ru: 'Футер журнала', uz: 'Jurnal futeri' },
      price: 700,
      count: 2,
    });
    await api('PATCH', `/api/admin/products/${product.id}`, token, { price: 812.5 });

    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await admin.context().cookies());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/audit`);
    await page.selectOption('select[name="kind"]', 'product');
    await page.fill('input[name="objectId"]', String(product.id));
    await page.click('main form button:text-is("Показать")');
    await page.waitForURL(/kind=product/);
    const rows = page.locator('[data-testid="audit-row"]');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().innerText()).toMatch(/Изменение[\s\S]*Цена: 700 → 812\.5/);
    expect(await rows.last().innerText()).toMatch(new RegExp(`Создание[\\s\\S]*Артикул: ${art}`));

    await rows.first().locator(`a:text-is("${product.id}")`).click();
    await page.waitForURL(`${baseUrl}/admin/products?edit=${product.id}`);
    const history = await page.locator('[data-testid="audit-history"]').innerText();
    expect(history).toContain('История изменений');
    expect(history).toMatch(/Цена: 700 → 812\.5/);

    await page.goto(`${baseUrl}/uz/admin/audit?kind=product&objectId=${product.id}`);
    expect(await page.locator('main').innerText()).toMatch(/O'zgartirish[\s\S]*Narx: 700 → 812\.5/);
  });
});
