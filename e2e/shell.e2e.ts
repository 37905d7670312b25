/**
 * The shell's behaviours (spec §2, §4, §8; docs/decisions/011): the loader on client navigation but not in
 * the back office, the hourly check for a new build, the reload after a failed code chunk, a toast after a
 * save, the header's counts, and a refused search in the back office — in Russian and Uzbek.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminPage, api, customerPage, freshPhone, ready, registerCustomer } from './support/journey.ts';

const baseUrl = inject('baseUrl');
// The file the server answers `/version.json` from: in the build the journeys run (the server's WEB_BUILD_DIR).
const VERSION_FILE = path.join(
  process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../apps/web/build', import.meta.url)),
  'version.json',
);

/** Records whether the navigation progress bar appears from now on. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { progressSeen: boolean };
    seen.progressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.progressSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function progressSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen);
}

/** Marks the document, so that a full page load (a new document) can be told from a client navigation. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/** The documents `page` loads from now on, as paths with their query. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      loads.push(`${url.pathname}${url.search}`);
    }
  });
  return loads;
}

describe('the shell in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    { lang: 'ru', prefix: '', link: 'О компании' },
    { lang: 'uz', prefix: '/uz', link: 'Kompaniya haqida' },
  ])('shows the loader on a storefront navigation ($lang)', async ({ prefix, link }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}${prefix}/catalog`);
    await ready(page);
    await watchProgress(page);
    await page.click(`header nav a:text("${link}")`);
    await page.waitForURL(`${baseUrl}${prefix}/about`);
    await page.locator('main h1').waitFor();
    expect(await progressSeen(page)).toBe(true);
  });

  it('shows no loader on a back-office navigation', async () => {
    const page = await adminPage(browser);
    await ready(page);
    // The login's own bar (from /login, outside the back office) is gone before watching.
    await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });
    await watchProgress(page);
    await page.click('a[href="/admin/users"]');
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.locator('[data-testid="admin-user-row"]').first().waitFor();
    await page.click('a[href="/admin/orders"]');
    await page.waitForURL(`${baseUrl}/admin/orders`);
    await page.locator('main h1').waitFor();
    expect(await progressSeen(page)).toBe(false);
  });

  it('makes the next navigation a full page load of its target once a new build is out', async () => {
    const served = await readFile(VERSION_FILE, 'utf8');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.clock.install();
    await page.goto(`${baseUrl}/`);
    await ready(page);
    try {
      // The same build: links stay client navigations after the hourly check.
      await markDocument(page);
      const sameBuild = page.waitForResponse((response) => response.url().endsWith('/version.json'));
      await page.clock.fastForward('01:00:00');
      expect(await (await sameBuild).json()).toEqual(JSON.parse(served));
      await page.click('header nav a:text("Каталог")');
      await page.waitForURL(`${baseUrl}/catalog`);
      expect(await sameDocument(page)).toBe(true);

      // A deploy: the next check sees another build; nothing happens until the visitor navigates.
      await writeFile(VERSION_FILE, `${JSON.stringify({ version: 'e2e-new-build' })}\n`);
      const newBuild = page.waitForResponse((response) => response.url().endsWith('/version.json'));
      await page.clock.fastForward('01:00:00');
      expect(await (await newBuild).json()).toEqual({ version: 'e2e-new-build' });
      expect(await sameDocument(page)).toBe(true);
      const loads = documentLoads(page);
      await page.click('header nav a:text("Новости")');
      await page.waitForURL(`${baseUrl}/news`);
      await ready(page);
      expect(await sameDocument(page)).toBe(false);
      expect(loads).toEqual(['/news']);
    } finally {
      await writeFile(VERSION_FILE, served);
    }
  });

  it('reloads once to the intended page when a route chunk fails during navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let refused = 0;
    // The first request of the about page's code fails, as a file gone after a deploy.
    await page.route(/\/assets\/about-[\w-]+\.js$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${baseUrl}/catalog`);
    await ready(page);
    await markDocument(page);
    const loads = documentLoads(page);
    await page.click('header nav a:text("О компании")');
    await page.waitForURL(`${baseUrl}/about`);
    await ready(page);
    expect(refused).toBe(1);
    expect(await sameDocument(page)).toBe(false);
    // Straight to the intended page, not a reload of the catalogue first.
    expect(loads).toEqual(['/about']);
    await expect(page.locator('main h1').innerText()).resolves.toBe('О компании');
  });

  it('does not reload again within 10 s when a chunk stays missing', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let refused = 0;
    // The popups' code is gone for good.
    await page.route(/\/assets\/popup-dialog-[\w-]+\.js$/, async (route) => {
      refused += 1;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto(`${baseUrl}/`);
    await ready(page);
    const loads = documentLoads(page);
    await page.click('header a:text("Войти")');
    await page.waitForURL(`${baseUrl}/?popup=login`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // One reload to the page with the popup; there the second failure shows the error instead of reloading.
    expect(loads).toEqual(['/?popup=login']);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).search).toBe('?popup=login');
  });
});

describe('feedback for a signed-in customer', () => {
  let browser: Browser;
  let phone: string;
  let productId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = freshPhone();
    await registerCustomer(phone, 'Вера Петельная');
    const list = await api<{ items: { id: number; count: number }[] }>(
      'GET',
      '/api/products?inStock=true&limit=20',
      null,
    );
    const product = list.items.find((item) => item.count >= 5);
    if (!product) throw new Error('the demo catalogue has no product with 5 rolls');
    productId = product.id;
  });
  afterAll(() => browser?.close());

  it.each([
    { lang: 'ru', prefix: '', company: 'ООО Петля', save: 'Сохранить', text: 'Данные сохранены' },
    { lang: 'uz', prefix: '/uz', company: 'MChJ Halqa', save: 'Saqlash', text: "Ma'lumotlar saqlandi" },
  ])('shows a toast after the profile is saved ($lang)', async ({ prefix, company, save, text }) => {
    // Signed in on the Russian cabinet (the login popup's labels are Russian there), then in `lang`.
    const page = await customerPage(browser, phone, '/user/cabinet');
    await page.goto(`${baseUrl}${prefix}/user/cabinet`);
    await ready(page);
    await page.fill('input[name="company"]', company);
    await page.click(`main button:text("${save}")`);
    const toast = page.locator('section[aria-label] li[role="status"]', { hasText: text });
    await toast.waitFor();
  });

  it('counts the cart and the favourites in the header without a reload, and never for a visitor', async () => {
    const page = await customerPage(browser, phone, '/user/cabinet');
    await page.goto(`${baseUrl}/product/${productId}`);
    await ready(page);
    await markDocument(page);
    expect(await page.locator('[data-testid="cart-count"]').count()).toBe(0);
    expect(await page.locator('[data-testid="saved-count"]').count()).toBe(0);

    await page.click('main button:text("В корзину")');
    await expect(page.locator('[data-testid="cart-count"]').innerText()).resolves.toBe('1');
    await page.locator('section[aria-label] li[role="status"]', { hasText: 'Добавлено в корзину' }).waitFor();
    // The link's name is its text: the hidden label, then the count.
    expect(await page.locator('header a[href="/cart"]').first().textContent()).toBe('Корзина (1)');
    await page.click('[data-testid="saved-toggle"]');
    await page.locator('[data-testid="saved-toggle"][data-saved="true"]').waitFor();
    await expect(page.locator('[data-testid="saved-count"]').innerText()).resolves.toBe('1');
    await page.click('[data-testid="saved-toggle"]');
    await page.locator('[data-testid="saved-toggle"][data-saved="false"]').waitFor();
    await page.locator('[data-testid="saved-count"]').waitFor({ state: 'detached' });
    expect(await sameDocument(page)).toBe(true);

    // The same page for a visitor (answered from the shared page cache) shows no counts.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/product/${productId}`);
    await ready(visitor);
    expect(await visitor.locator('[data-testid="cart-count"]').count()).toBe(0);
    expect(await visitor.locator('header a[href="/cart"]').first().textContent()).toBe('Корзина');
  });
});

describe('the back office', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    { lang: 'ru', prefix: '', text: 'В строке поиска есть недопустимые символы' },
    { lang: 'uz', prefix: '/uz', text: 'Qidiruv satrida ruxsat etilmagan belgilar bor' },
  ])('answers a search with a NUL character with a message on the page ($lang)', async ({ prefix, text }) => {
    const page = await adminPage(browser);
    const response = await page.goto(`${baseUrl}${prefix}/admin/users?search=%00`);
    expect(response?.status()).toBe(200);
    await ready(page);
    await expect(page.locator('main [role="alert"]').innerText()).resolves.toContain(text);
    expect(await page.locator('input[name="search"]').count()).toBe(1);
  });

  it('shows a toast after a save', async () => {
    const page = await adminPage(browser);
    await page.goto(`${baseUrl}/admin/products`);
    await ready(page);
    // The first product's stock saved as it is: a real save that changes nothing other journeys read.
    const row = page.locator('main tr', { has: page.locator('input[name="count"]') }).first();
    const count = await row.locator('input[name="count"]').inputValue();
    await row.locator('button:text-is("Сохранить")').click();
    await page.locator('main [role="status"]', { hasText: `${count} рул.` }).waitFor();
    await page.locator('section[aria-label] li[role="status"]', { hasText: `${count} рул.` }).waitFor();
  });
});
