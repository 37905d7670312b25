/**
 * Work done once at start-up, after migrations: the first ADMIN account and, on an empty database,
 * the demo data. Each capability that owns start-up work adds its step here.
 */
import { isCatalogEmpty, seedCatalog, seedRolls } from '@polotno/db';
import type { FastifyInstance } from 'fastify';
import { seedContent } from './modules/content/content.module.ts';

/** Runs the start-up steps; `print` shows one-time facts (such as a generated admin password) to the operator. */
export async function bootstrap(app: FastifyInstance, print: (line: string) => void = console.log): Promise<void> {
  await app.accounts.users.ensureAdmin(print);
  // With WooCommerce configured the catalogue comes from the store, so no demo products are mixed in.
  if (app.config.seedDemo && !app.config.woo && (await isCatalogEmpty(app.db))) {
    const seeded = await seedCatalog(app.db);
    // A few demo products track rolls with dye lots (the oldest ones: listings show the newest first).
    await seedRolls(app.db);
    app.catalog.changed();
    app.log.info(seeded, 'demo catalogue seeded');
  }
  // Product cards missing or outdated (a seed from the command line, a database from before cards) are
  // made now rather than by the first visitors' requests.
  const cards = await app.catalog.refreshCards();
  if (cards > 0) app.log.info({ products: cards }, 'product cards built');
  // First WooCommerce sync (in the background: a slow store must not delay start-up) and the schedule.
  app.woocommerce.start();
  if (app.config.seedDemo && (await seedContent(app.content))) app.log.info('demo content seeded');
  app.log.debug({ engine: app.database.engine }, 'bootstrap finished');
}
