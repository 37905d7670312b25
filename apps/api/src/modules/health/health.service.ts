/** Readiness: whether the database answers. (Liveness needs no service: the process answering is the answer.) */
import type { Database } from '@polotno/db';
import { AppError } from '@polotno/domain';
import type { Logger } from '../../lib/logger.ts';

export interface HealthDeps {
  database: Pick<Database, 'ping'>;
  log: Logger;
}

/** The health service: the readiness check. */
export function createHealthService(deps: HealthDeps) {
  const { database, log } = deps;
  return {
    /** Pings the database; SERVICE_UNAVAILABLE when it does not answer. */
    async ready(): Promise<{ status: 'ready'; database: 'up' }> {
      try {
        await database.ping();
      } catch (error) {
        log.error({ err: error }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
