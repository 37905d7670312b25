/**
 * Accessibility of every page, as axe-core (the engine of Lighthouse's accessibility audit) finds it in
 * Chromium: each public page and popup, the customer's cart, favourites and cabinet, and the back office, in
 * Russian and Uzbek, in the light and the dark theme. A serious or critical violation fails the journey, and
 * so does a script error on any page (a hydration mismatch, say).
 *
 * axe is evaluated through the DevTools protocol rather than added as a `<script>`: the pages' CSP admits only
 * their nonce, and auditing with the policy bypassed would audit another page than visitors get.
 * A Russian page is audited with every rule; the dark theme (the visitor's system preference, which the page
 * follows without reloading) is then audited for colour contrast only, the one rule a theme changes. The same
 * page in Uzbek is audited with the rules a language can break — its `lang`, its title, and the names of its
 * controls, images and headings (an empty translation leaves a button without a name) — since a language
 * changes the words, not the markup or the colours they are drawn in.
 *
 * The five groups run at once, each in its own page: one page at a time left a core idle while the server
 * rendered and the browser audited in turn (200 s of CI's 2 cores for this file alone).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  adminBearerToken,
  adminPage,
  api,
  customerPage,
  freshPhone,
  ready,
  registerCustomer,
} from './support/journey.ts';

const baseUrl = inject('baseUrl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const FAILING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['serious', 'critical']);
const LANGS = ['', '/uz'] as const;
// The rules whose outcome depends on the page's words and language: the only ones run on the Uzbek pages.
const WORDING_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'select-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'input-image-alt',
  'frame-title',
  'summary-name',
  'empty-heading',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-command-name',
  'aria-dialog-name',
  'aria-progressbar-name',
  'aria-meter-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
];
// A phone held in portrait, as Lighthouse's mobile audit sees the shop.
const PHONE_VIEWPORT = { width: 412, height: 823 };
// Each page is loaded and audited once or twice per language, five groups at once; the machine may be shared.
const TIMEOUT = 300_000;

interface Listed {
  id: number;
  count: number;
  colors: { id: number }[];
}

/** Runs axe on the page now shown; answers one line per serious or critical violation. */
async function axe(page: Page, options: RunOptions): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    { ...options, resultTypes: ['violations'] } satisfies RunOptions,
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING.has(violation.impact))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.nodes.length}): ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} — ${node.any[0]?.message ?? node.failureSummary ?? ''}`)
          .join('; '),
    );
}

/**
 * Shows `page` in the light or dark theme as a visitor with that system preference sees it, once its colour
 * transitions have ended (motion is reduced, so they are instant), so axe reads the theme's colours rather
 * than a blend halfway through the change.
 */
async function theme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const applied = (dark: boolean) =>
    page
      .waitForFunction((wanted) => document.documentElement.classList.contains('dark') === wanted, dark, {
        timeout: 3_000,
      })
      .then(
        () => true,
        () => false,
      );
  // A page whose frame does not follow the preference live gets it from its first-paint script.
  if (!(await applied(scheme === 'dark'))) {
    await page.reload();
    await ready(page);
  }
  // Colour transitions still under way (however short) would show their starting colour.
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
}

/**
 * Audits each of `paths` (Russian addresses; each is also visited under `/uz`) in both themes on `page` and
 * answers every problem found, each naming its address and theme.
 */
async function audit(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  let at = '';
  const onError = (error: Error) => problems.push(`${at}: script error: ${error.message}`);
  page.on('pageerror', onError);
  try {
    for (const lang of LANGS) {
      for (const path of paths) {
        at = `${lang}${path}`;
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await page.goto(`${baseUrl}${at}`);
        await ready(page);
        if (lang !== '') {
          const wording = await axe(page, { runOnly: { type: 'rule', values: WORDING_RULES } });
          problems.push(...wording.map((problem) => `${at} ${problem}`));
          continue;
        }
        problems.push(...(await axe(page, {})).map((problem) => `${at} [light] ${problem}`));
        await theme(page, 'dark');
        const contrast = await axe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
        problems.push(...contrast.map((problem) => `${at} [dark] ${problem}`));
      }
    }
  } finally {
    page.off('pageerror', onError);
  }
  return problems;
}

describe.concurrent('accessibility (axe-core) in both languages and both themes', () => {
  let browser: Browser;
  let product: Listed;
  const first = async (path: string) => {
    const found = (await api<{ items: { id: number }[] }>('GET', `${path}?limit=1`, null)).items[0];
    if (!found) throw new Error(`the demo content has nothing at ${path}`);
    return found.id;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = await api<{ items: Listed[] }>('GET', '/api/products?inStock=true&limit=20', null);
    const found = list.items.find((item) => item.count >= 2);
    if (!found) throw new Error('the demo catalogue has no product in stock');
    product = found;
  });
  afterAll(() => browser?.close());

  it(
    'finds no serious or critical problem on the catalogue, search and product pages',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      // A product of the demo seed that tracks rolls: its page lists the lots and offers «из одной партии».
      const rolls = await api<{ items: { productId: number }[] }>(
        'GET',
        '/api/rolls?limit=1',
        await adminBearerToken(),
      );
      const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
      const problems = await audit(page, [
        '/',
        '/catalog',
        `/catalog?search=${encodeURIComponent('кулирка')}`,
        `/catalog?search=${encodeURIComponent('zzqqxxyy')}`,
        '/filter?inStock=true',
        `/product/${product.id}`,
        ...rolls.items.map((roll) => `/product/${roll.productId}`),
        '/stock',
        '/price',
        '/brief-order',
      ]);
      await page.close();
      expect(problems).toEqual([]);
    },
  );

  it(
    'finds none on the company, conditions, news, blog and vacancy pages',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const [post, news, vacancy] = await Promise.all([
        first('/api/blog'),
        first('/api/news'),
        first('/api/vacancies'),
      ]);
      const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
      const problems = await audit(page, [
        '/about',
        '/staff',
        '/requisites',
        '/garanty',
        '/policy',
        '/payment-terms',
        '/terms-delivery',
        '/conditions-orders',
        '/contact',
        '/blog',
        `/blog/${post}`,
        '/news',
        `/news/${news}`,
        '/vacancies',
        `/vacancies/${vacancy}`,
        '/vacation-item',
      ]);
      await page.close();
      expect(problems).toEqual([]);
    },
  );

  it(
    'finds none in the popups, a missing page and what a visitor sees of the cart',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
      const problems = await audit(page, [
        '/?popup=login',
        `/product/${product.id}?popup=register`,
        '/catalog?popup=reset',
        '/no-such-page',
        '/cart',
        '/saved',
        '/login',
      ]);
      await page.close();
      expect(problems).toEqual([]);
    },
  );

  it(
    'finds none in the cart, favourites and cabinet of a signed-in customer',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const phone = freshPhone();
      const customer = await registerCustomer(phone, 'Дильноза Швейная');
      const line = { productId: product.id, count: 1, color: product.colors[0]?.id ?? null };
      await api('POST', `/api/user/cart/${customer.id}`, customer.token, line);
      await api('POST', '/api/order', customer.token, { comment: 'a11y' }, { 'idempotency-key': `a11y-${phone}` });
      await api('POST', `/api/user/cart/${customer.id}`, customer.token, line);
      await api('POST', `/api/user/saved/${customer.id}/${product.id}`, customer.token);
      const page = await customerPage(browser, phone, '/user/cabinet');
      await page.setViewportSize(PHONE_VIEWPORT);
      const problems = await audit(page, [
        '/cart',
        '/saved',
        '/user/cabinet',
        '/user/history',
        '/user/password',
        '/user/requisites',
        '/user/company',
        `/product/${product.id}`,
      ]);
      await page.close();
      expect(problems).toEqual([]);
    },
  );

  it('finds none in the back office', { timeout: TIMEOUT }, async ({ expect }) => {
    const token = await adminBearerToken();
    const orders = await api<{ items: { id: number }[] }>('GET', '/api/order?limit=1', token);
    const order = orders.items[0]?.id;
    // A product of the demo seed that tracks rolls: its lots and rolls are listed.
    const rolls = await api<{ items: { productId: number }[] }>('GET', '/api/rolls?limit=1', token);
    const page = await adminPage(browser);
    const problems = await audit(page, [
      '/admin',
      '/admin/orders',
      ...(order === undefined ? [] : [`/admin/orders?id=${order}`]),
      '/admin/products',
      `/admin/products?edit=${product.id}`,
      '/admin/products?edit=new',
      '/admin/rolls',
      `/admin/rolls?product=${rolls.items[0]?.productId ?? product.id}`,
      '/admin/category',
      '/admin/category?edit=new',
      '/admin/users',
      '/admin/companies',
      '/admin/requests',
      '/admin/blog',
      '/admin/blog?edit=new',
      '/admin/news',
      '/admin/vacancies',
      '/admin/staff',
      '/admin/promotions',
      '/admin/pages',
      '/admin/exchange',
    ]);
    await page.close();
    expect(problems).toEqual([]);
  });
});
