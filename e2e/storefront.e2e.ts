import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('a visitor browsing the catalogue', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => browser?.close());

  it('sees categories, sections and product cards with prices and stock', async () => {
    const response = await page.goto(`${baseUrl}/catalog`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated="1"]');
    await expect(page.locator('#categories-title').innerText()).resolves.toBe('Категории');
    await expect(page.locator('#strip-bestseller').innerText()).resolves.toBe('Хиты продаж');
    const cards = page.locator('#listing-title ~ * article, section[aria-labelledby="listing-title"] article');
    await expect(cards.first().innerText()).resolves.toMatch(/₽\/кг/);
    // Other journeys add products of their own without pictures, listed first as the newest: a demo product's
    // card shows its photo in every width.
    const image = cards.locator('img').first();
    expect(await image.getAttribute('srcset')).toMatch(/320w/);
    expect(await image.getAttribute('width')).not.toBeNull();
  });

  it('filters by a colour through the URL and shows the not-found message for an impossible search', async () => {
    await page.goto(`${baseUrl}/catalog`);
    await page.waitForSelector('html[data-hydrated="1"]');
    const before = await page.locator('#listing-title').innerText();
    await page.locator('form#catalog-filters input[name="inStock"]').check();
    await page.waitForURL(/inStock=true/);
    await page.locator('form#catalog-filters fieldset:has(legend:text("Цвет")) label').first().click();
    await page.waitForURL(/color=/);
    await expect(page.locator('#listing-title').innerText()).resolves.not.toBe(before);
    await page.goto(`${baseUrl}/catalog?search=${encodeURIComponent('zzqqxxyy')}`);
    await expect(page.locator('main [role="status"]').innerText()).resolves.toContain('Ничего не найдено');
  });

  it('suggests products in the header search after three characters', async () => {
    await page.goto(`${baseUrl}/catalog`);
    await page.waitForSelector('html[data-hydrated="1"]');
    await page.fill('#site-search', 'фут');
    const suggestion = page.locator('form[role="search"] a[href^="/product/"]').first();
    await suggestion.waitFor();
    await suggestion.click();
    await page.waitForURL(/\/product\/\d+/);
  });

  it('opens a product with breadcrumbs, colours, characteristics and the roll estimate', async () => {
    await page.goto(`${baseUrl}/catalog`);
    await page.waitForSelector('html[data-hydrated="1"]');
    const link = page.locator('section[aria-labelledby="listing-title"] article h3 a').first();
    const name = await link.innerText();
    await link.click();
    await page.waitForURL(/\/product\/\d+/);
    // The URL changes before the new page renders: wait for its heading.
    await page.locator('h1', { hasText: name }).waitFor();
    const crumbs = await page.locator('nav[aria-label="Навигационная цепочка"] li').allInnerTexts();
    expect(crumbs[0]).toBe('Главная');
    expect(crumbs[1]).toBe('Каталог');
    expect(crumbs.at(-1)).toBe(name);
    expect(crumbs).toHaveLength(4);
    await expect(page.locator('main').innerText()).resolves.toMatch(/Основные характеристики/);
    await expect(page.locator('main').innerText()).resolves.toMatch(/20…25 кг/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('link[rel="alternate"][hreflang="uz"]').getAttribute('href')).toMatch(/\/uz\/product\//);
  });

  it('answers an unknown product with 404', async () => {
    const response = await page.goto(`${baseUrl}/product/999999`);
    expect(response?.status()).toBe(404);
  });
});
