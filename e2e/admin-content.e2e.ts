import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminBearerToken, adminPage, api, PNG_8x8, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');

/** `YYYY-MM-DD` of the Moscow calendar, `days` from today. */
function moscowDate(days: number): string {
  return new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe('the content editors of the back office in a real browser', () => {
  let browser: Browser;
  let admin: Page;
  let files: string;

  async function open(pathWithQuery: string) {
    await admin.goto(`${baseUrl}${pathWithQuery}`);
    await ready(admin);
  }

  async function save() {
    await admin.click('main button:text("Сохранить")');
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    files = await mkdtemp(path.join(tmpdir(), 'polotno-admin-content-e2e-'));
    admin = await adminPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await rm(files, { recursive: true, force: true });
  });

  it('edits the delivery terms in both languages, and scripts never reach the public page', async () => {
    // The journeys share one server: the seeded terms go back when this one ends, so the storefront's
    // journeys that read them pass in any order.
    const token = await adminBearerToken();
    type AdminPage = { slug: string; title: unknown; body: unknown; published: boolean };
    const seeded = (await api<AdminPage[]>('GET', '/api/admin/pages', token)).find((p) => p.slug === 'terms-delivery');
    if (!seeded) throw new Error('the seed has no delivery terms');
    onTestFinished(async () => {
      const { title, body, published } = seeded;
      await api('PUT', '/api/admin/pages/terms-delivery', token, { title, body, published });
    });

    await open('/admin/pages');
    await admin.click('tr:has-text("Условия доставки") a:text("Изменить")');
    await admin.waitForURL(/edit=terms-delivery/);
    await admin.fill(
      'textarea[name="body.ru"]',
      'Доставляем рулоны по Москве за один день.\n\n<script>alert("ru")</script><img src="x" onerror="alert(1)">',
    );
    await admin.fill('textarea[name="body.uz"]', "O'ramlarni Moskva bo'ylab bir kunda yetkazamiz.");
    await save();
    await admin.locator('main [role="status"]', { hasText: 'Сохранено' }).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/terms-delivery`);
    expect(await visitor.locator('main').innerText()).toContain('Доставляем рулоны по Москве за один день.');
    const html = await visitor.content();
    expect(html).not.toContain('alert("ru")');
    expect(html).not.toMatch(/onerror/i);
    await visitor.goto(`${baseUrl}/uz/terms-delivery`);
    expect(await visitor.locator('main').innerText()).toContain("O'ramlarni Moskva bo'ylab bir kunda yetkazamiz.");
  });

  it('refuses a vacancy with a bad address and creates nothing, then publishes a good one', async () => {
    const before = (await api<{ total: number }>('GET', '/api/vacancies?limit=1', null)).total;
    await open('/admin/vacancies?edit=new');
    await admin.fill('input[name="slug"]', 'Раскройщик!');
    await admin.fill('input[name="title.ru"]', 'Раскройщик трикотажа');
    await save();
    await admin.locator('main [role="alert"]', { hasText: 'Адрес страницы' }).waitFor();
    expect(await admin.inputValue('input[name="title.ru"]')).toBe('Раскройщик трикотажа');
    expect((await api<{ total: number }>('GET', '/api/vacancies?limit=1', null)).total).toBe(before);

    await admin.fill('input[name="slug"]', 'raskroyshchik-trikotazha');
    await admin.fill('input[name="title.uz"]', 'Trikotaj bichuvchisi');
    await admin.fill('input[name="salary.ru"]', 'от 90 000 ₽');
    await admin.fill('textarea[name="duties.ru"]', 'Раскрой полотна по лекалам\nКонтроль расхода ткани');
    await admin.check('input[name="published"]');
    await save();
    await admin.waitForURL(/saved=1/);

    const list = await api<{ items: { id: number; title: string }[] }>('GET', '/api/vacancies?limit=100', null);
    const vacancy = list.items.find((item) => item.title === 'Раскройщик трикотажа');
    expect(vacancy).toBeDefined();
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/vacancies`);
    expect(await visitor.locator('main').innerText()).toContain('Раскройщик трикотажа');
    await visitor.goto(`${baseUrl}/vacancies/${vacancy!.id}`);
    const page = await visitor.locator('main').innerText();
    expect(page).toContain('от 90 000 ₽');
    expect(page).toContain('Контроль расхода ткани');
  });

  it('adds a manager with a photo, who appears on the contacts page', async () => {
    const photo = path.join(files, 'manager.png');
    await writeFile(photo, Buffer.from(PNG_8x8, 'base64'));
    await open('/admin/staff?edit=new');
    await admin.fill('input[name="name.ru"]', 'Светлана Оптовая');
    await admin.fill('input[name="position.ru"]', 'Менеджер по оптовым продажам');
    await admin.fill('input[name="phone"]', '+7 (495) 123-45-67');
    await admin.fill('input[name="email"]', 'svetlana@polotno.example');
    await admin.selectOption('select[name="group"]', 'managers');
    await admin.setInputFiles('input[name="picture"]', photo);
    await save();
    await admin.waitForURL(/saved=1/);
    await admin.locator('form img').first().waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/contact`);
    const contacts = await visitor.locator('main').innerText();
    expect(contacts).toContain('Светлана Оптовая');
    expect(contacts).toContain('Менеджер по оптовым продажам');
    expect(await visitor.locator('main a[href="tel:+74951234567"]').count()).toBeGreaterThan(0);
  });

  it('shows a running promotion on /stock and hides one that has ended', async () => {
    for (const [slug, title, from, to] of [
      ['skidka-na-futer', 'Скидка 10 % на футер', moscowDate(0), moscowDate(10)],
      ['proshlaya-akciya', 'Прошлогодняя распродажа', moscowDate(-30), moscowDate(-10)],
    ] as const) {
      await open('/admin/promotions?edit=new');
      await admin.fill('input[name="slug"]', slug);
      await admin.fill('input[name="title.ru"]', title);
      await admin.fill('textarea[name="body.ru"]', `${title}: при заказе от трёх рулонов.`);
      await admin.fill('input[name="validFrom"]', from);
      await admin.fill('input[name="validTo"]', to);
      await admin.check('input[name="published"]');
      await save();
      await admin.waitForURL(/saved=1/);
    }
    await open('/admin/promotions');
    const states = await admin.locator('[data-testid="admin-row"]').allInnerTexts();
    expect(states.find((row) => row.includes('Скидка 10 % на футер'))).toContain('Идёт');
    expect(states.find((row) => row.includes('Прошлогодняя распродажа'))).toContain('Завершена');

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/stock`);
    const stock = await visitor.locator('main').innerText();
    expect(stock).toContain('Скидка 10 % на футер');
    expect(stock).not.toContain('Прошлогодняя распродажа');
  });
});
