/** Public sitemap data for search engines' sitemaps (the web renders `/sitemap.xml` from it). */
import { SitemapProductsQuerySchema, SitemapProductsSchema, SitemapSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SitemapService } from './sitemap.service.ts';

const sitemapRoutes: FastifyPluginAsyncZod<{ service: SitemapService }> = async (app, { service }) => {
  app.get(
    '/api/sitemap',
    {
      schema: {
        tags: ['sitemap'],
        summary:
          'Every public address key (information pages, categories, news, blog, vacancies) with its last change, and the parts of the product list',
        response: { 200: SitemapSchema },
      },
    },
    async () => service.getSitemap(),
  );

  app.get(
    '/api/sitemap/products',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'Ids and last changes of the visible products in one part, ordered by id',
        querystring: SitemapProductsQuerySchema,
        response: { 200: SitemapProductsSchema },
      },
    },
    async (request) => service.getSitemapProducts(request.query.part),
  );
};

export default sitemapRoutes;
