/**
 * Work done once at start-up, after migrations: the first ADMIN account and, on an empty database,
 * the demo data. Each capability that owns start-up work adds its step here.
 */
import type { FastifyInstance } from 'fastify';

export async function bootstrap(app: FastifyInstance): Promise<void> {
  app.log.debug({ engine: app.database.engine }, 'bootstrap finished');
}
