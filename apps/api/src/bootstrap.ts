/**
 * Work done once at start-up, after migrations: the first ADMIN account and, on an empty database,
 * the demo data. Each capability that owns start-up work adds its step here.
 */
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './modules/accounts/users.service.ts';
import { seedContent } from './modules/content/content.seed.ts';

/** Runs the start-up steps; `print` shows one-time facts (such as a generated admin password) to the operator. */
export async function bootstrap(app: FastifyInstance, print: (line: string) => void = console.log): Promise<void> {
  await ensureAdmin(app.accounts, print);
  if (app.config.seedDemo && (await seedContent(app))) app.log.info('demo content seeded');
  app.log.debug({ engine: app.database.engine }, 'bootstrap finished');
}
