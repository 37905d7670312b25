import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('pages in a real browser', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  afterAll(() => browser?.close());

  it('renders the home page in Russian and hydrates without errors', async () => {
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await page.waitForSelector('html[data-hydrated="1"]');
    expect(await page.title()).toMatch(/Polotno/);
    expect(consoleErrors).toEqual([]);
  });

  it('renders the Uzbek catalogue under /uz with lang="uz"', async () => {
    const response = await page.goto(`${baseUrl}/uz/catalog`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('uz');
    expect(await page.locator('link[rel="alternate"][hreflang="ru"]').count()).toBe(1);
  });

  it('answers /404 with the not-found page and status 404', async () => {
    const response = await page.goto(`${baseUrl}/404`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main').innerText()).resolves.toMatch(/не найдена/i);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await page.goto(`${baseUrl}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main').innerText()).resolves.toContain('/no-such-page-here');
  });

  it('answers an unknown API path with JSON, never the HTML page', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});
