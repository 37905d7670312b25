/**
 * The sitemap's data: every public address key with its last change. The web turns it into sitemap XML;
 * products come in parts of `SITEMAP_PRODUCTS_PER_PART` so any catalogue size fits the protocol's limits.
 */
import type { Db } from '@polotno/db';
import { AppError, SITEMAP_PRODUCTS_PER_PART, type Sitemap, type SitemapProducts } from '@polotno/domain';
import * as repository from './sitemap.repository.ts';

export interface SitemapDeps {
  db: Db;
}

/** The sitemap service: the address keys and the product parts. */
export function createSitemapService(deps: SitemapDeps) {
  const { db } = deps;
  return {
    /** Everything but the products themselves, and how the products are cut into parts. */
    async getSitemap(): Promise<Sitemap> {
      const [lastmod, pages, categories, news, blog, vacancies, productParts] = await Promise.all([
        repository.findLastChanges(db),
        repository.findInfoPages(db),
        repository.findCategories(db),
        repository.findPosts(db, 'news'),
        repository.findPosts(db, 'blog'),
        repository.findVacancies(db),
        repository.findProductParts(db, SITEMAP_PRODUCTS_PER_PART),
      ]);
      return {
        lastmod,
        pages,
        categories,
        news,
        blog,
        vacancies,
        productParts,
        productsPerPart: SITEMAP_PRODUCTS_PER_PART,
      };
    },

    /** The visible products of one part; a part past the last is NOT_FOUND (part 1 of an empty shop is empty). */
    async getSitemapProducts(part: number): Promise<SitemapProducts> {
      const items = await repository.findProductsOfPart(db, part, SITEMAP_PRODUCTS_PER_PART);
      if (items.length === 0 && part > 1) throw new AppError('NOT_FOUND');
      return { part, items };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
