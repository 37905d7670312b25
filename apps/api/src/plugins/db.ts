/** Opens the database for the app's lifetime and closes it when the app closes. */
import { createDb, type Database, type Db } from '@polotno/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(
  async function db(app: FastifyInstance, options: { config: Config; database?: Database }) {
    const database = options.database ?? (await createDb(options.config.database));
    app.decorate('database', database);
    app.decorate('db', database.db);
    // A database handed in by the caller (tests share one per file) is closed by that caller.
    if (!options.database) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
