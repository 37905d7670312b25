/**
 * The ops capability: `GET /api/metrics`, backups (`POST /api/ops/backup` for `npm run backup`, and every
 * `BACKUP_EVERY_HOURS`), and the command line of backup, restore and the move to PostgreSQL (`ops.cli.ts`).
 *
 * A PGlite shop owns its data directory, so `npm run backup` asks it to write the archive: on listening the
 * shop writes `$DATA_DIR/.ops.json` (its pid, port and a fresh token; readable by the owner only) and removes
 * it on close.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import opsRoutes from './ops.routes.ts';
import { createOpsService, type OpsService } from './ops.service.ts';

export type { OpsService } from './ops.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ops: OpsService;
  }
}

/** The file through which `npm run backup` finds the running PGlite shop. */
export const OPS_FILE = '.ops.json';

export default fp(
  async function ops(app: FastifyInstance) {
    const { config } = app;
    const service = createOpsService({
      database: app.database,
      config,
      files: app.files,
      registry: app.metrics.registry,
      log: app.log,
    });
    app.decorate('ops', service);
    let backupToken: string | null = null;
    await app.register(opsRoutes, {
      service,
      registry: app.metrics.registry,
      metricsToken: config.metricsToken,
      backupToken: () => backupToken,
    });

    if (app.database.engine === 'pglite') {
      const file = path.join(config.dataDir, OPS_FILE);
      app.addHook('onListen', async () => {
        const address = app.server.address();
        if (typeof address !== 'object' || !address) return;
        backupToken = randomBytes(32).toString('base64url');
        const contents = JSON.stringify({ pid: process.pid, port: address.port, token: backupToken });
        await writeFile(file, `${contents}\n`, { mode: 0o600 });
      });
      app.addHook('onClose', async () => {
        if (backupToken) await rm(file, { force: true });
      });
    }

    if (config.backup.everyHours > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(
          () => void service.backup().catch(() => {}), // the service logged why
          config.backup.everyHours * 3_600_000,
        );
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'ops', dependencies: ['db', 'files', 'metrics'] },
);
