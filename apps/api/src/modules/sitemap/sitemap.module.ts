/** The sitemap capability: public address keys and their last changes, for the web's `/sitemap.xml`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sitemapRoutes from './sitemap.routes.ts';
import { createSitemapService } from './sitemap.service.ts';

export type { SitemapService } from './sitemap.service.ts';

export default fp(
  async function sitemap(app: FastifyInstance) {
    const service = createSitemapService({ db: app.db });
    await app.register(sitemapRoutes, { service });
  },
  { name: 'sitemap', dependencies: ['db'] },
);
