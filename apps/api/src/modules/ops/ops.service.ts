/**
 * Operations: backups of the running shop (on request and on a schedule) and the metrics it reads from its
 * database at each scrape.
 */
import type { Database } from '@polotno/db';
import { AppError, type BackupResult } from '@polotno/domain';
import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { FileStore } from '../../plugins/files.ts';
import { writeBackup } from './ops.backup.ts';
import { findCatalogImports, findOutboxDepths } from './ops.repository.ts';

export interface OpsDeps {
  database: Database;
  config: Config;
  files: FileStore;
  registry: Registry;
  log: Logger;
}

/** The ops service: `backup()` and the database's figures in `registry`. */
export function createOpsService(deps: OpsDeps) {
  const { database, config, files, registry, log } = deps;
  let running: Promise<BackupResult> | null = null;

  const pool = database.poolUse;
  if (pool) {
    new Gauge({
      name: 'polotno_db_pool_connections',
      help: 'Database pool connections by state (open, idle, max) and queries waiting for one (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: 'open' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
  }
  new Gauge({
    name: 'polotno_outbox_messages',
    help: 'Telegram outbox messages by state (pending and sending are the queue)',
    labelNames: ['outbox', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await findOutboxDepths(database.db))
        this.set({ outbox: 'telegram', state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'polotno_catalog_imports',
    help: 'Catalogue imports from 1C (one per file) by exchange type and state',
    labelNames: ['source', 'type', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await findCatalogImports(database.db)) {
        this.set({ source: '1c', type: row.type, state: row.state }, row.count);
      }
    },
  });

  return {
    /** Writes one archive into `BACKUP_DIR` and rotates; BACKUP_RUNNING while another is being written. */
    async backup(): Promise<BackupResult> {
      if (running) throw new AppError('BACKUP_RUNNING');
      running = writeBackup(
        { database, files, filesKind: config.files.kind },
        { dir: config.backup.dir, keep: config.backup.keep },
      );
      try {
        const result = await running;
        log.info({ backup: result }, `backup written: ${result.archive}`);
        return result;
      } catch (error) {
        log.error({ err: error }, 'backup failed');
        throw new AppError('BACKUP_FAILED', { params: { reason: (error as Error).message } });
      } finally {
        running = null;
      }
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
