/**
 * The catalogue capability: its service (visible to other modules as `app.catalog`), its routes (public
 * and admin), and its changes (`app.catalogChanges`: every instance's catalogue writes, for caches kept for
 * speed); its pictures are the images module's. The only file of the module that reads the app's decorations.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import catalogAdminRoutes from './catalog.admin.routes.ts';
import { createCatalogAdminService } from './catalog.admin.service.ts';
import { CatalogChanges, listenForCatalogChanges } from './catalog.changes.ts';
import catalogRoutes from './catalog.routes.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

export type { CatalogService } from './catalog.service.ts';
export type { ImportedCategory, ImportedColor, ImportedProduct } from './catalog.import.repository.ts';
// The benchmark builds the service on a database of its own, without an app.
export { CatalogChanges } from './catalog.changes.ts';
export { createCatalogService } from './catalog.service.ts';

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
    const service = createCatalogService({
      db: app.db,
      cacheEnabled: app.config.catalogCache,
      changes,
    });
    app.decorate('catalog', service);
    const listener = await listenForCatalogChanges(
      { db: app.db, engine: app.database.engine, database: app.config.database, log: app.log },
      changes,
    );
    if (listener) app.addHook('onClose', () => listener.close());
    const admin = createCatalogAdminService({ db: app.db, files: app.files, catalog: service, audit: app.audit });
    await app.register(catalogRoutes, { service });
    await app.register(catalogAdminRoutes, { service: admin });
  },
  { name: 'catalog', dependencies: ['db', 'files', 'auth', 'images', 'audit'] },
);
