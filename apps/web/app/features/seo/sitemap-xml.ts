/**
 * Sitemap XML (sitemaps.org 0.9) with the Uzbek and Russian twins of every page linked to each other
 * (`xhtml:link rel="alternate" hreflang`, as search engines read language versions from sitemaps).
 */
import type { Lang } from '@polotno/domain';
import { localizePath } from '../../lib/locale';

/** The protocol's limit of addresses in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const LANGUAGES: readonly Lang[] = ['ru', 'uz'];

/** A page to list: its Russian path (with query, if any) and when its content last changed. */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
}

/** Text for XML content and attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>` with each page once per language, each entry naming all its language twins and x-default. */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  if (pages.length * LANGUAGES.length > MAX_URLS_PER_SITEMAP) {
    throw new Error(
      `a sitemap holds at most ${MAX_URLS_PER_SITEMAP} addresses, got ${pages.length * LANGUAGES.length}`,
    );
  }
  const parts: string[] = [
    HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const twins = LANGUAGES.map((lang) => escapeXml(`${origin}${localizePath(page.path, lang)}`));
    const alternates =
      LANGUAGES.map((lang, index) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${twins[index]}"/>`).join(
        '',
      ) + `<xhtml:link rel="alternate" hreflang="x-default" href="${twins[0]}"/>`;
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : '';
    for (const loc of twins) parts.push(`<url><loc>${loc}</loc>${lastmod}${alternates}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A `<sitemapindex>` of child sitemaps at absolute addresses. */
export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string | null }[]): string {
  const entries = sitemaps.map(
    (sitemap) =>
      `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
