/** The catalogue capability: its service (visible to other modules as `app.catalog`) and its routes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import catalogAdminRoutes from './catalog-admin.routes.ts';
import catalogRoutes from './catalog.routes.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp(
  async function catalog(app: FastifyInstance) {
    app.decorate(
      'catalog',
      createCatalogService({ db: app.db, files: app.files, cacheEnabled: app.config.catalogCache }),
    );
    await app.register(catalogRoutes);
    await app.register(catalogAdminRoutes);
  },
  { name: 'catalog', dependencies: ['db', 'files', 'auth'] },
);
