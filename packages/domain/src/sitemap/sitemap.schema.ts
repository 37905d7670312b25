/**
 * What a sitemap needs to know about the shop, cheaply: the address keys (ids, slugs) of everything a
 * visitor may read and when each last changed. Products come in parts so that one sitemap file never
 * passes the protocol's 50,000 addresses (each product has a Russian and an Uzbek address).
 */
import { z } from 'zod';

/** Products per sitemap part: two addresses each (ru, uz), so a part stays at the protocol's 50,000. */
export const SITEMAP_PRODUCTS_PER_PART = 25_000;

const lastmod = z.string().describe('ISO 8601 time of the last change');

export const SitemapEntrySchema = z.object({ id: z.number().int(), lastmod });
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

export const SitemapPartSchema = z.object({ part: z.number().int().min(1), lastmod, count: z.number().int() });
export type SitemapPart = z.infer<typeof SitemapPartSchema>;

export const SitemapSchema = z.object({
  /** When each kind of content last changed (null: there is none); lists and section pages use these. */
  lastmod: z.object({
    products: lastmod.nullable(),
    news: lastmod.nullable(),
    blog: lastmod.nullable(),
    vacancies: lastmod.nullable(),
    staff: lastmod.nullable(),
    promotions: lastmod.nullable(),
  }),
  /** Published information pages by slug. */
  pages: z.array(z.object({ slug: z.string(), lastmod })),
  categories: z.array(z.object({ id: z.string(), lastmod })),
  news: z.array(SitemapEntrySchema),
  blog: z.array(SitemapEntrySchema),
  vacancies: z.array(SitemapEntrySchema),
  /** Parts of `GET /api/sitemap/products`, each at most `productsPerPart` products, ordered by id. */
  productParts: z.array(SitemapPartSchema),
  productsPerPart: z.number().int(),
});
export type Sitemap = z.infer<typeof SitemapSchema>;

export const SitemapProductsQuerySchema = z.object({
  part: z.coerce
    .number({ error: 'NOT_FOUND' })
    .int({ error: 'NOT_FOUND' })
    .min(1, { error: 'NOT_FOUND' })
    .max(100_000, { error: 'NOT_FOUND' }),
});

export const SitemapProductsSchema = z.object({ part: z.number().int(), items: z.array(SitemapEntrySchema) });
export type SitemapProducts = z.infer<typeof SitemapProductsSchema>;
