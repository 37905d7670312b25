/**
 * Uzbek pages speak Uzbek: every public page under /uz (from the sitemaps, plus the catalogue's filtered and
 * searched views, the popups, the visitor's cart and favourites, the login and not-found pages) is read in
 * Chromium, and no Cyrillic may show in its visible text, <title>, meta description and Open Graph tags, or
 * its alt, title, aria-label and placeholder attributes — except inside an element marked lang="ru": the
 * language switch's name of the Russian version, and a text the API marks as fallen back because a manager
 * left its Uzbek field empty (journeys before this one may add such items; the seed has none, which the API
 * tests check). No proper name needs an exception: the legal name and the address are written in Uzbek.
 */
import { XMLParser } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminBearerToken, api, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');

/** How many product pages to open, spread over the catalogue (the API tests check every product's texts). */
const PRODUCT_PAGES = 8;

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'url' });

/** The Uzbek addresses of a sitemap, as paths. */
async function uzbekPaths(sitemap: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}${sitemap}`);
  expect(response.status, sitemap).toBe(200);
  const set = (xml.parse(await response.text()) as { urlset: { url: { loc: string }[] } }).urlset;
  return set.url
    .map((url) => new URL(url.loc))
    .filter((url) => url.pathname === '/uz' || url.pathname.startsWith('/uz/'))
    .map((url) => `${url.pathname}${url.search}`);
}

interface Finding {
  where: string;
  text: string;
}

/**
 * The Cyrillic the page now shown lets a reader or a search engine see in Uzbek, outside elements whose
 * nearest `lang` is Russian. Runs in the page.
 */
function cyrillicOnPage(): { where: string; text: string }[] {
  const cyrillic = /\p{Script=Cyrillic}/u;
  const found: { where: string; text: string }[] = [];
  const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? '';
  const label = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''
    }`;
  if (cyrillic.test(document.title)) found.push({ where: '<title>', text: document.title });
  for (const meta of Array.from(document.querySelectorAll('meta[name="description"], meta[property^="og:"]'))) {
    const content = meta.getAttribute('content') ?? '';
    if (cyrillic.test(content))
      found.push({ where: `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`, text: content });
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || !cyrillic.test(text)) continue;
    if (parent.closest('script, style, template, noscript')) continue;
    if (langOf(parent).startsWith('ru')) continue;
    found.push({ where: label(parent), text });
  }
  for (const element of Array.from(
    document.querySelectorAll('[alt], [title], [aria-label], [placeholder], input[value]'),
  )) {
    if (langOf(element).startsWith('ru')) continue;
    for (const name of ['alt', 'title', 'aria-label', 'placeholder', 'value']) {
      if (name === 'value' && !['submit', 'button'].includes(element.getAttribute('type') ?? '')) continue;
      const value = element.getAttribute(name) ?? '';
      if (cyrillic.test(value)) found.push({ where: `${label(element)} @${name}`, text: value });
    }
  }
  return found;
}

describe('Uzbek pages', () => {
  let browser: Browser;
  let page: Page;
  const findings: Finding[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => browser?.close());

  /** Opens `path` and notes the Cyrillic it shows. */
  async function read(path: string): Promise<void> {
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBeLessThan(path.includes('no-such-page') ? 500 : 400);
    expect(await page.getAttribute('html', 'lang'), path).toBe('uz');
    for (const finding of await page.evaluate(cyrillicOnPage))
      findings.push({ ...finding, where: `${path} ${finding.where}` });
  }

  it('shows no Russian on any page the sitemap lists in Uzbek', async () => {
    const pages = await uzbekPaths('/sitemaps/pages.xml');
    // The home page, the catalogue, news, blog, vacancies, every information page and each post and vacancy.
    expect(pages).toEqual(expect.arrayContaining(['/uz', '/uz/news', '/uz/blog', '/uz/vacancies', '/uz/catalog']));
    const products = await uzbekPaths('/sitemaps/products-1.xml');
    expect(products.length).toBeGreaterThan(PRODUCT_PAGES);
    const step = Math.floor(products.length / PRODUCT_PAGES);
    const sample = products.filter((_, index) => index % step === 0).slice(0, PRODUCT_PAGES);
    for (const path of [...pages, ...sample]) await read(path);
    expect(findings).toEqual([]);
  });

  it('shows no Russian in the filtered and searched catalogue, the search suggestions, the popups, the cart, favourites and a missing page', async () => {
    for (const path of [
      '/uz/catalog?category=futer',
      '/uz/catalog?search=futer',
      '/uz/catalog?search=zzzqqq',
      '/uz/filter',
      '/uz?popup=login',
      '/uz?popup=register',
      '/uz?popup=reset',
      '/uz/cart',
      '/uz/saved',
      '/uz/price',
      '/uz/brief-order',
      '/uz/login',
      '/uz/no-such-page',
    ]) {
      await read(path);
    }
    // The header search's suggestions, as a visitor types.
    await page.goto(`${baseUrl}/uz`);
    await ready(page);
    await page.locator('input[name="search"]').first().fill('futer');
    await page.locator('[role="option"]').first().waitFor();
    findings.push(
      ...(await page.evaluate(cyrillicOnPage)).map((finding) => ({
        ...finding,
        where: `/uz suggestions ${finding.where}`,
      })),
    );
    expect(findings).toEqual([]);
  });
  it('marks a text a manager left untranslated lang="ru", and keeps it out of the meta description', async () => {
    const token = await adminBearerToken();
    const post = await api<{ id: number }>('POST', '/api/admin/blog', token, {
      slug: 'uzbek-journey-untranslated',
      title: { ru: 'Непереведённая статья', uz: 'Tarjima qilinmagan maqola' },
      excerpt: { ru: 'Анонс только по-русски', uz: '' },
      body: { ru: 'Текст только по-русски.', uz: '' },
      tags: ['трикотаж'],
      published: true,
    });
    try {
      await page.goto(`${baseUrl}/uz/blog/${post.id}`);
      const h1 = page.locator('h1');
      expect(await h1.textContent()).toBe('Tarjima qilinmagan maqola');
      expect(await h1.getAttribute('lang')).toBeNull();
      expect(await page.locator('[lang="ru"]', { hasText: 'Текст только по-русски.' }).count()).toBe(1);
      expect(await page.locator('ul[lang="ru"]', { hasText: '#трикотаж' }).count()).toBe(1);
      const description = await page.getAttribute('meta[name="description"]', 'content');
      expect(description).toBeTruthy();
      expect(description).not.toMatch(/\p{Script=Cyrillic}/u);
      // Everything Russian on the page is marked so.
      expect(await page.evaluate(cyrillicOnPage)).toEqual([]);

      await page.goto(`${baseUrl}/uz/blog`);
      expect(await page.locator('span[lang="ru"]', { hasText: 'Анонс только по-русски' }).count()).toBe(1);
      // The Russian page marks nothing: every text there is in the page's language.
      await page.goto(`${baseUrl}/blog/${post.id}`);
      expect(await page.locator('main [lang]').count()).toBe(0);
    } finally {
      await api('DELETE', `/api/admin/blog/${post.id}`, token);
    }
  });
  it('marks a category name left untranslated in the catalogue tiles, the filter and the phone menu', async () => {
    const token = await adminBearerToken();
    await api('POST', '/api/admin/categories', token, { id: 'uzbek-journey', name: { ru: 'Непереведённые', uz: '' } });
    const product = await api<{ id: number }>('POST', '/api/admin/products', token, {
      art: 'UZ-JOURNEY-1',
      categoryId: 'uzbek-journey',
      name: { ru: 'Футер для проверки', uz: 'Tekshiruv futeri' },
      price: 900,
      count: 3,
    });
    try {
      await page.goto(`${baseUrl}/uz/catalog`);
      // The tile, the filter's checkbox and the phone menu's «Toifalar» tab (in the HTML, hidden at this width).
      expect(await page.locator('[lang="ru"]', { hasText: 'Непереведённые' }).count()).toBe(3);
      expect(await page.evaluate(cyrillicOnPage)).toEqual([]);
    } finally {
      await api('DELETE', `/api/admin/products/${product.id}`, token);
      await api('DELETE', '/api/admin/categories/uzbek-journey', token);
    }
  });
});
