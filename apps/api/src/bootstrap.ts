/**
 * Work done once at start-up, after migrations: the first ADMIN account and, on an empty database,
 * the demo data. Each capability that owns start-up work adds its step here.
 */
import { isCatalogEmpty, seedCatalog } from '@polotno/db';
import type { FastifyInstance } from 'fastify';

/** Runs the start-up steps of every capability, in order. */
export async function bootstrap(app: FastifyInstance): Promise<void> {
  if (app.config.seedDemo && (await isCatalogEmpty(app.db))) {
    const seeded = await seedCatalog(app.db);
    app.catalog.changed();
    app.log.info(seeded, 'demo catalogue seeded');
  }
  app.log.debug({ engine: app.database.engine }, 'bootstrap finished');
}
