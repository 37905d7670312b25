/**
 * Work done once at start-up, after migrations: the first ADMIN account and, on an empty database,
 * the demo data. Each capability that owns start-up work adds its step here.
 */
import type { FastifyInstance } from 'fastify';
import { seedContent } from './modules/content/content.seed.ts';

export async function bootstrap(app: FastifyInstance): Promise<void> {
  if (app.config.seedDemo && (await seedContent(app))) app.log.info('demo content seeded');
  app.log.debug({ engine: app.database.engine }, 'bootstrap finished');
}
