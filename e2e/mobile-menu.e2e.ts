/**
 * The phone navbar (spec §2, issue 16 item 3): at a phone's width the header's menu opens with the fabric
 * categories and their product counts, each a link into the catalogue filtered by it; the second tab lists
 * the site's sections. In Russian and Uzbek, with JavaScript (the panel's code loads on first opening) and
 * without it (the server's HTML alone).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { api, flat, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

interface Expected {
  id: string;
  name: string;
  count: number;
}

/** The categories and their counts as the API gives them in `lang`. */
async function categories(lang: 'ru' | 'uz'): Promise<Expected[]> {
  const [list, products] = await Promise.all([
    api<{ id: string; name: string }[]>('GET', `/api/products/categories?lang=${lang}`, null),
    api<{ facets: { category: { value: string; count: number }[] } }>(
      'GET',
      `/api/products?limit=1&lang=${lang}`,
      null,
    ),
  ]);
  const counts = new Map(products.facets.category.map((facet) => [facet.value, facet.count]));
  return list.map(({ id, name }) => ({ id, name, count: counts.get(id) ?? 0 }));
}

const LANGS = [
  { lang: 'ru', prefix: '', menu: 'Меню', categoriesTab: 'Категории', navigationTab: 'Навигация', about: 'О компании' },
  {
    lang: 'uz',
    prefix: '/uz',
    menu: 'Menyu',
    categoriesTab: 'Toifalar',
    navigationTab: 'Navigatsiya',
    about: 'Kompaniya haqida',
  },
] as const;

describe('the phone menu', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Opens the menu on `page` and returns the categories panel's links as text. */
  async function openMenu(page: Page, label: string): Promise<void> {
    await page.locator(`header summary[aria-label="${label}"]`).click();
    await page.locator('header details[open] [role="tabpanel"]').first().waitFor();
  }

  for (const text of LANGS) {
    it(`lists the fabric categories with their counts and leads into the catalogue (${text.lang})`, async () => {
      const expected = await categories(text.lang);
      expect(expected.length).toBeGreaterThan(0);
      const page = await browser.newPage({ viewport: PHONE });
      try {
        await page.goto(`${baseUrl}${text.prefix}/about`);
        await ready(page);
        await openMenu(page, text.menu);
        const tab = page.getByRole('tab', { name: text.categoriesTab });
        await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
        const panel = page.getByRole('tabpanel', { name: text.categoriesTab });
        const links = panel.getByRole('link');
        await expect(links.count()).resolves.toBe(expected.length);
        for (const [index, category] of expected.entries()) {
          await expect(links.nth(index).innerText().then(flat)).resolves.toBe(`${category.name} ${category.count}`);
          await expect(links.nth(index).getAttribute('href')).resolves.toBe(
            `${text.prefix}/catalog?category=${encodeURIComponent(category.id)}`,
          );
        }

        // The second tab: the site's sections.
        await page.getByRole('tab', { name: text.navigationTab }).click();
        await expect(
          page.getByRole('tabpanel', { name: text.navigationTab }).getByRole('link', { name: text.about }).isVisible(),
        ).resolves.toBe(true);

        // A category leads into the catalogue filtered by it, on the client.
        await page.getByRole('tab', { name: text.categoriesTab }).click();
        const chosen = expected.find((category) => category.count > 0) ?? expected[0]!;
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await links.nth(expected.indexOf(chosen)).click();
        await page.waitForURL(`**${text.prefix}/catalog?category=${encodeURIComponent(chosen.id)}`);
        // A client-side navigation: the document (and this mark on its window) stayed.
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
        const box = page.locator(`form#catalog-filters input[name="category"][value="${chosen.id}"]`);
        await expect(box.isChecked()).resolves.toBe(true);
        await expect(page.locator('header details').first().getAttribute('open')).resolves.toBeNull();
      } finally {
        await page.close();
      }
    });
  }

  it('opens with the categories without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const expected = await categories('uz');
      await page.goto(`${baseUrl}/uz/news`);
      await openMenu(page, 'Menyu');
      const links = page.getByRole('tabpanel', { name: 'Toifalar' }).getByRole('link');
      await expect(links.count()).resolves.toBe(expected.length);
      const chosen = expected.find((category) => category.count > 0) ?? expected[0]!;
      await links.nth(expected.indexOf(chosen)).click();
      await page.waitForURL(`**/uz/catalog?category=${encodeURIComponent(chosen.id)}`);
      const box = page.locator(`form#catalog-filters input[name="category"][value="${chosen.id}"]`);
      await expect(box.isChecked()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
