/**
 * The shop's sitemaps, from the API's sitemap data: `/sitemap.xml` is an index of `/sitemaps/pages.xml`
 * (the public pages, categories, news, blog posts and vacancies) and `/sitemaps/products-N.xml` (the
 * products, 25,000 a part, so each file stays within the protocol's 50,000 addresses whatever the size of
 * the catalogue). Each page is listed in Russian and in Uzbek.
 */
import type { Sitemap, SitemapProducts } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { type PageKey, pagePath } from '../../lib/pages';
import { sitemapIndexXml, urlsetXml, type SitemapPage } from './sitemap-xml';

type LastChanges = Sitemap['lastmod'];

/** The newest of several times (ISO 8601 in UTC compare as text); null when none is known. */
function newest(...times: (string | null | undefined)[]): string | null {
  return times.reduce<string | null>((latest, time) => (time && (!latest || time > latest) ? time : latest), null);
}

/**
 * The public pages of the route table and what dates each: a kind of content, an information page by slug,
 * or nothing (a page of the code alone has no date worth reporting).
 */
const PUBLIC_PAGES: readonly { page: PageKey; lastmod: (data: Sitemap) => string | null }[] = [
  { page: 'home', lastmod: (data) => newest(...Object.values(data.lastmod)) },
  { page: 'catalog', lastmod: (data) => data.lastmod.products },
  { page: 'stock', lastmod: (data) => data.lastmod.promotions },
  { page: 'price', lastmod: (data) => data.lastmod.products },
  { page: 'briefOrder', lastmod: () => null },
  { page: 'about', lastmod: (data) => infoPage(data, 'about') },
  { page: 'staff', lastmod: (data) => data.lastmod.staff },
  { page: 'requisites', lastmod: (data) => infoPage(data, 'requisites') },
  { page: 'garanty', lastmod: (data) => infoPage(data, 'garanty') },
  { page: 'policy', lastmod: (data) => infoPage(data, 'policy') },
  { page: 'paymentTerms', lastmod: (data) => infoPage(data, 'payment-terms') },
  { page: 'termsDelivery', lastmod: (data) => infoPage(data, 'terms-delivery') },
  { page: 'conditionsOrders', lastmod: (data) => infoPage(data, 'conditions-orders') },
  { page: 'contact', lastmod: (data) => infoPage(data, 'contacts') },
  { page: 'news', lastmod: (data) => data.lastmod.news },
  { page: 'blog', lastmod: (data) => data.lastmod.blog },
  { page: 'vacancies', lastmod: (data) => data.lastmod.vacancies },
];

function infoPage(data: Sitemap, slug: string): string | null {
  return data.pages.find((page) => page.slug === slug)?.lastmod ?? null;
}

function readSitemap(context: AppLoadContext, request: Request): Promise<Sitemap> {
  return apiRequest<Sitemap>(context, request, '/api/sitemap');
}

const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

/** The sitemap index: the pages' sitemap and one sitemap per part of the products. */
export async function sitemapIndex(context: AppLoadContext, request: Request, origin: string): Promise<string> {
  const data = await readSitemap(context, request);
  const content: (keyof LastChanges)[] = ['news', 'blog', 'vacancies', 'staff', 'promotions'];
  return sitemapIndexXml([
    {
      loc: `${origin}/sitemaps/pages.xml`,
      lastmod: newest(
        ...content.map((kind) => data.lastmod[kind]),
        ...data.pages.map((page) => page.lastmod),
        ...data.categories.map((category) => category.lastmod),
      ),
    },
    ...data.productParts.map((part) => ({
      loc: `${origin}/sitemaps/products-${part.part}.xml`,
      lastmod: part.lastmod,
    })),
  ]);
}

/** A child sitemap by its file name (`pages.xml`, `products-2.xml`); null for a name that is none. */
export async function sitemapFile(
  context: AppLoadContext,
  request: Request,
  origin: string,
  file: string,
): Promise<string | null> {
  if (file === 'pages.xml') return urlsetXml(origin, contentPages(await readSitemap(context, request)));
  const part = PRODUCTS_FILE.exec(file)?.[1];
  if (!part) return null;
  const products = await apiRequest<SitemapProducts>(context, request, `/api/sitemap/products?part=${part}`);
  return urlsetXml(
    origin,
    products.items.map((item) => ({ path: pagePath('product', 'ru', { id: String(item.id) }), lastmod: item.lastmod })),
  );
}

/** Every public page but the products: the route table's pages, categories, and each item of the content. */
function contentPages(data: Sitemap): SitemapPage[] {
  const catalog = pagePath('catalog', 'ru');
  return [
    ...PUBLIC_PAGES.map(({ page, lastmod }) => ({ path: pagePath(page, 'ru'), lastmod: lastmod(data) })),
    ...data.categories.map((category) => ({
      path: `${catalog}?category=${encodeURIComponent(category.id)}`,
      lastmod: category.lastmod,
    })),
    ...data.news.map((item) => ({ path: pagePath('newsItem', 'ru', { id: String(item.id) }), lastmod: item.lastmod })),
    ...data.blog.map((item) => ({ path: pagePath('blogItem', 'ru', { id: String(item.id) }), lastmod: item.lastmod })),
    ...data.vacancies.map((item) => ({
      path: pagePath('vacancyItem', 'ru', { id: String(item.id) }),
      lastmod: item.lastmod,
    })),
  ];
}
