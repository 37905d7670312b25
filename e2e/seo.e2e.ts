/**
 * What search engines read, from the real server: robots.txt, the sitemaps (parsed as XML), canonical and
 * hreflang links, JSON-LD (parsed from the rendered DOM), and responsive images of the product page.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name),
});
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}
interface Listed {
  id: number;
  price: number;
  count: number;
  art: string;
  name: string;
}

async function text(path: string, type: RegExp): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(type);
  return response.text();
}

/** Every product a visitor can see, through the public listing. */
async function allProducts(): Promise<Listed[]> {
  const products: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const list = (await (await fetch(`${baseUrl}/api/products?limit=100&page=${page}`)).json()) as {
      items: Listed[];
      total: number;
    };
    products.push(...list.items);
    if (products.length >= list.total || list.items.length === 0) return products;
  }
}

/** The sitemap index and every `<url>` of its child sitemaps, each file checked against the protocol. */
async function readSitemaps(): Promise<{ children: string[]; urls: SitemapUrl[] }> {
  const index = await text('/sitemap.xml', /xml/);
  expect(XMLValidator.validate(index)).toBe(true);
  const parsed = xml.parse(index) as { sitemapindex: { xmlns: string; sitemap: { loc: string; lastmod?: string }[] } };
  expect(parsed.sitemapindex.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const children = parsed.sitemapindex.sitemap.map((entry) => entry.loc);
  const urls: SitemapUrl[] = [];
  for (const loc of children) {
    expect(new URL(loc).origin).toBe(origin);
    const body = await text(new URL(loc).pathname, /xml/);
    expect(Buffer.byteLength(body)).toBeLessThan(50 * 1024 * 1024);
    expect(XMLValidator.validate(body)).toBe(true);
    const set = (xml.parse(body) as { urlset: { xmlns: string; 'xmlns:xhtml': string; url: SitemapUrl[] } }).urlset;
    expect(set.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(set['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(set.url.length).toBeLessThanOrEqual(50_000);
    urls.push(...set.url);
  }
  return { children, urls };
}

describe('search engines', () => {
  let browser: Browser;
  let page: Page;
  let products: Listed[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // A phone at density 2: the product picture must come from a file at least twice its CSS width.
    page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    products = await allProducts();
  });
  afterAll(() => browser?.close());

  /** The JSON-LD blocks of the page now shown, parsed. */
  async function structuredData(): Promise<Record<string, unknown>[]> {
    const blocks = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => script.textContent ?? ''),
    );
    return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  }
  const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((block) => block['@type'] === type);

  /** canonical and hreflang links of the page now shown. */
  async function links(): Promise<{ canonical: string[]; alternates: Record<string, string> }> {
    const canonical = await page.$$eval('link[rel="canonical"]', (found) =>
      found.map((link) => link.getAttribute('href') ?? ''),
    );
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (found) =>
      Object.fromEntries(found.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''])),
    );
    return { canonical, alternates };
  }

  it('publishes robots.txt that closes private and endless pages and names the sitemap', async () => {
    const lines = (await text('/robots.txt', /text\/plain/))
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      });
    const values = (field: string) => lines.filter(([name]) => name === field).map(([, value]) => value);
    expect(values('user-agent')).toEqual(['*']);
    expect(values('sitemap')).toEqual([`${origin}/sitemap.xml`]);
    const closed = values('disallow');
    for (const path of ['/filter', '/uz/filter', '/cart', '/saved', '/user', '/uz/user', '/admin', '/api/']) {
      expect(closed).toContain(path);
    }
    expect(closed.some((rule) => rule.includes('popup='))).toBe(true);
    // Search results are landing pages (their canonical keeps the normalised query): open to crawlers.
    expect(closed.some((rule) => rule.includes('search='))).toBe(false);
  });

  it('lists every product, page and post in both languages in the sitemaps, with dates and alternates', async () => {
    const { children, urls } = await readSitemaps();
    expect(children).toEqual(
      expect.arrayContaining([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/products-1.xml`]),
    );
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size).toBe(urls.length);
    for (const url of urls) {
      expect(new URL(url.loc).origin).toBe(origin);
      if (url.lastmod !== undefined) expect(url.lastmod).toMatch(W3C_DATETIME);
      const alternates = Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href]));
      expect(Object.keys(alternates).sort()).toEqual(['ru', 'uz', 'x-default']);
      // Reciprocal: the entry is one of its twins, and both twins are listed with the same alternates.
      expect([alternates.ru, alternates.uz]).toContain(url.loc);
      for (const twin of [alternates.ru, alternates.uz]) {
        expect(
          byLoc
            .get(twin ?? '')
            ?.['xhtml:link'].map((link) => link.href)
            .sort(),
        ).toEqual(Object.values(alternates).sort());
      }
    }
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      for (const loc of [`${origin}/product/${product.id}`, `${origin}/uz/product/${product.id}`]) {
        expect(byLoc.get(loc)?.lastmod, loc).toMatch(W3C_DATETIME);
      }
    }
    const news = (await (await fetch(`${baseUrl}/api/news?limit=100`)).json()) as { items: { id: number }[] };
    for (const item of news.items) expect(byLoc.has(`${origin}/uz/news/${item.id}`)).toBe(true);
    for (const path of ['/', '/uz', '/catalog', '/about', '/uz/contact', '/blog', '/vacancies']) {
      expect(byLoc.has(`${origin}${path}`), path).toBe(true);
    }
    for (const path of ['/cart', '/user', '/admin', '/filter', '/login']) {
      expect(byLoc.has(`${origin}${path}`), path).toBe(false);
    }
    const missing = await fetch(`${baseUrl}/sitemaps/products-999.xml`);
    expect(missing.status).toBe(404);
  });

  it('describes a product as a Product with an Offer priced per kilogram, and its breadcrumbs', async () => {
    const product = products.find((item) => item.count > 0) as Listed;
    await page.goto(`${baseUrl}/product/${product.id}?color=0`);
    const blocks = await structuredData();
    const [ld] = ofType(blocks, 'Product') as {
      name: string;
      sku: string;
      url: string;
      image: string[];
      brand: { '@type': string; name: string };
      offers: {
        '@type': string;
        price: number;
        priceCurrency: string;
        availability: string;
        priceSpecification: {
          '@type': string;
          price: number;
          priceCurrency: string;
          unitCode: string;
          referenceQuantity: { '@type': string; value: number; unitCode: string };
        };
      };
    }[];
    expect(ld?.name).toBe(product.name);
    expect(ld?.sku).toBe(product.art);
    expect(ld?.url).toBe(`${origin}/product/${product.id}`);
    expect(ld?.brand['@type']).toBe('Brand');
    expect(ld?.image.length).toBeGreaterThan(0);
    for (const image of ld?.image ?? []) expect(new URL(image).origin).toBe(origin);
    expect(ld?.offers).toMatchObject({
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.price,
        priceCurrency: 'RUB',
        unitCode: 'KGM',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
      },
    });
    const [trail] = ofType(blocks, 'BreadcrumbList') as {
      itemListElement: { '@type': string; position: number; name: string; item: string }[];
    }[];
    const steps = trail?.itemListElement ?? [];
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
    expect(steps[0]?.item).toBe(`${origin}/`);
    expect(steps.at(-1)).toMatchObject({ name: product.name, item: `${origin}/product/${product.id}` });
    // What the visitor sees as breadcrumbs is the same trail.
    const shown = await page.$$eval('nav:has(script[type="application/ld+json"]) ol li', (items) =>
      items.map((item) => item.textContent?.trim()),
    );
    expect(shown).toEqual(steps.map((step) => step.name));

    const soldOut = products.find((item) => item.count === 0);
    if (soldOut) {
      await page.goto(`${baseUrl}/uz/product/${soldOut.id}`);
      const [uz] = ofType(await structuredData(), 'Product') as { offers: { availability: string }; url: string }[];
      expect(uz?.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(uz?.url).toBe(`${origin}/uz/product/${soldOut.id}`);
    }
  });

  it('links every page to its canonical address and its twins in both directions', async () => {
    const product = products[0] as Listed;
    for (const [ru, uz] of [
      ['/', '/uz'],
      [`/product/${product.id}`, `/uz/product/${product.id}`],
      ['/catalog', '/uz/catalog'],
      ['/news', '/uz/news'],
    ] as const) {
      await page.goto(`${baseUrl}${ru}?color=1&sort=name&popup=login`);
      const russian = await links();
      await page.goto(`${baseUrl}${uz}`);
      const uzbek = await links();
      expect(russian.canonical).toEqual([`${origin}${ru}`]);
      expect(uzbek.canonical).toEqual([`${origin}${uz}`]);
      const expected = { ru: `${origin}${ru}`, uz: `${origin}${uz}`, 'x-default': `${origin}${ru}` };
      expect(russian.alternates).toEqual(expected);
      expect(uzbek.alternates).toEqual(expected);
    }
    await page.goto(`${baseUrl}/catalog?category=futer&color=red&page=2`);
    expect((await links()).canonical).toEqual([`${origin}/catalog?category=futer&page=2`]);
    // A search is its own page, at one address however the query was typed; one that finds nothing is not indexed.
    await page.goto(`${baseUrl}/uz/catalog?search=${encodeURIComponent('  Kulirka ')}&sort=name`);
    expect((await links()).canonical).toEqual([`${origin}/uz/catalog?search=kulirka`]);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.goto(`${baseUrl}/catalog?search=zzqqxxyy`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('marks the home page with the Organization and news and blog posts as articles', async () => {
    await page.goto(`${baseUrl}/uz`);
    const [organization] = ofType(await structuredData(), 'Organization') as { name: string; url: string }[];
    expect(organization).toMatchObject({ name: 'Polotno', url: `${origin}/` });

    for (const [kind, type] of [
      ['news', 'NewsArticle'],
      ['blog', 'BlogPosting'],
    ] as const) {
      const list = (await (await fetch(`${baseUrl}/api/${kind}?limit=1`)).json()) as {
        items: { id: number; title: string; publishedAt: string }[];
      };
      const post = list.items[0];
      if (!post) throw new Error(`the demo seed has no ${kind}`);
      await page.goto(`${baseUrl}/${kind}/${post.id}`);
      const [article] = ofType(await structuredData(), type) as {
        headline: string;
        datePublished: string;
        mainEntityOfPage: { '@id': string };
        publisher: { '@type': string; name: string };
      }[];
      expect(article?.headline).toBe(post.title);
      expect(Date.parse(article?.datePublished ?? '')).toBe(Date.parse(post.publishedAt));
      expect(article?.mainEntityOfPage['@id']).toBe(`${origin}/${kind}/${post.id}`);
      expect(article?.publisher).toMatchObject({ '@type': 'Organization', name: 'Polotno' });
    }
  });

  it('loads the product picture first, from a file wide enough for the screen, and the rest lazily', async () => {
    const product = products[0] as Listed;
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.waitForSelector('html[data-hydrated="1"]');
    const gallery = page.locator('section[aria-label] img').first();
    await gallery.evaluate((image: HTMLImageElement) =>
      image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
    );
    const main = await gallery.evaluate((image: HTMLImageElement) => ({
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes'),
      loading: image.getAttribute('loading'),
      fetchpriority: image.getAttribute('fetchpriority'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      currentSrc: image.currentSrc,
      shown: image.getBoundingClientRect().width,
      density: window.devicePixelRatio,
    }));
    expect(main.srcset.split(',').map((entry) => entry.trim().split(' ')[1])).toEqual([
      '320w',
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
    ]);
    expect(main.sizes).toBeTruthy();
    expect(main.fetchpriority).toBe('high');
    expect(main.loading).not.toBe('lazy');
    expect(Number(main.width)).toBeGreaterThan(0);
    expect(Number(main.height)).toBeGreaterThan(0);
    const chosenWidth = Number(/\/(\d+)\.webp$/.exec(main.currentSrc)?.[1]);
    expect(main.density).toBe(2);
    expect(chosenWidth).toBeGreaterThanOrEqual(main.shown * main.density);

    // Every other picture of the page (colour swatches, extra photos, cards) waits until it is needed.
    const others = await page.$$eval('main img', (images) =>
      images
        .slice(1)
        .map((image) => ({ loading: image.getAttribute('loading'), srcset: image.getAttribute('srcset') })),
    );
    for (const image of others) {
      expect(image.loading).toBe('lazy');
      expect(image.srcset?.split(',')).toHaveLength(6);
    }
  });

  it('shows best sellers, new arrivals and recommendations on the home page in both languages', async () => {
    for (const [path, heading] of [
      ['/', 'Хиты продаж'],
      ['/uz', 'Xitlar'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      const sections = await page.$$eval('main section[aria-labelledby^="home-"]', (found) =>
        found.map((section) => ({
          title: section.querySelector('h2')?.textContent,
          products: Array.from(section.querySelectorAll('article h3 a')).map((link) => link.getAttribute('href')),
        })),
      );
      expect(sections.map((section) => section.title)[0]).toBe(heading);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      for (const section of sections) {
        expect(section.products.length).toBeGreaterThan(0);
        const prefix = path === '/' ? '/product/' : '/uz/product/';
        for (const href of section.products) expect(href?.startsWith(prefix)).toBe(true);
      }
      // The sections come before the news.
      const order = await page.$$eval('main section[aria-labelledby]', (found) =>
        found.map((section) => section.getAttribute('aria-labelledby')),
      );
      expect(order.indexOf('home-bestseller')).toBeLessThan(order.indexOf('latest-news'));
    }
  });
});
