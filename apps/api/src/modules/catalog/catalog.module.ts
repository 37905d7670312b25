/**
 * The catalogue capability: its service (visible to other modules as `app.catalog`), its routes, and its
 * changes (`app.catalogChanges`: every instance's catalogue writes, for caches kept for speed).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import catalogAdminRoutes from './catalog-admin.routes.ts';
import catalogRoutes from './catalog.routes.ts';
import { CatalogChanges, listenForCatalogChanges } from './catalog.changes.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    catalogChanges: CatalogChanges;
  }
}

export default fp(
  async function catalog(app: FastifyInstance) {
    const changes = new CatalogChanges();
    app.decorate('catalogChanges', changes);
    app.decorate(
      'catalog',
      createCatalogService({ db: app.db, files: app.files, cacheEnabled: app.config.catalogCache, changes }),
    );
    await listenForCatalogChanges(app, changes);
    await app.register(catalogRoutes);
    await app.register(catalogAdminRoutes);
  },
  { name: 'catalog', dependencies: ['db', 'files', 'auth'] },
);
