import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { MAX_URLS_PER_SITEMAP, sitemapIndexXml, urlsetXml } from './sitemap-xml';

const ORIGIN = 'https://polotno.example';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name),
});

interface ParsedUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

function parseUrlset(xml: string): ParsedUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as { urlset: { xmlns: string; 'xmlns:xhtml': string; url?: ParsedUrl[] } };
  expect(document.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(document.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return document.urlset.url ?? [];
}

describe('sitemap XML', () => {
  it('lists each page in Russian and under /uz, each naming both twins and x-default', () => {
    const urls = parseUrlset(
      urlsetXml(ORIGIN, [
        { path: '/', lastmod: '2025-05-01T10:00:00Z' },
        { path: '/product/7', lastmod: '2025-05-02T11:30:00Z' },
      ]),
    );
    expect(urls.map((url) => url.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/uz`,
      `${ORIGIN}/product/7`,
      `${ORIGIN}/uz/product/7`,
    ]);
    for (const url of urls) {
      const byLang = Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href]));
      expect(url['xhtml:link'].every((link) => link.rel === 'alternate')).toBe(true);
      expect(Object.keys(byLang).sort()).toEqual(['ru', 'uz', 'x-default']);
      // The entry's own address is one of its twins, and its twin's entry names it back.
      expect(Object.values(byLang)).toContain(url.loc);
      const twin = urls.find((other) => other.loc === (url.loc === byLang.ru ? byLang.uz : byLang.ru));
      expect(twin?.['xhtml:link'].map((link) => link.href)).toContain(url.loc);
    }
    expect(urls[3]?.lastmod).toBe('2025-05-02T11:30:00Z');
  });

  it('keeps addresses with XML-special characters well-formed and intact', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (text) => {
        const path = `/catalog?category=${encodeURIComponent(text)}&x=<"'>`;
        const [ru] = parseUrlset(urlsetXml(ORIGIN, [{ path, lastmod: null }]));
        expect(ru?.loc).toBe(`${ORIGIN}${path}`);
        expect(ru?.lastmod).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('refuses to write more addresses than one sitemap may hold', () => {
    const pages = Array.from({ length: MAX_URLS_PER_SITEMAP / 2 }, (_, index) => ({
      path: `/product/${index + 1}`,
      lastmod: null,
    }));
    // A full part stays under the protocol's 50 MB as well (parsing 50,000 entries is left to the tests above).
    const full = urlsetXml(ORIGIN, pages);
    expect(Buffer.byteLength(full)).toBeLessThan(50 * 1024 * 1024);
    expect(full.split('<url>').length - 1).toBe(MAX_URLS_PER_SITEMAP);
    expect(() => urlsetXml(ORIGIN, [...pages, { path: '/one-more', lastmod: null }])).toThrow(/at most 50000/);
  });

  it('writes an index of child sitemaps', () => {
    const xml = sitemapIndexXml([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: '2025-05-01T10:00:00Z' },
      { loc: `${ORIGIN}/sitemaps/products-1.xml`, lastmod: null },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const document = parser.parse(xml) as { sitemapindex: { sitemap: { loc: string; lastmod?: string }[] } };
    expect(document.sitemapindex.sitemap).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: '2025-05-01T10:00:00Z' },
      { loc: `${ORIGIN}/sitemaps/products-1.xml` },
    ]);
  });
});
