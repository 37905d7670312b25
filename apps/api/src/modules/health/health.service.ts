/**
 * Readiness: every dependency the shop was configured with, checked at once, each with its state. (Liveness
 * needs no service: the process answering is the answer.)
 */
import type { Database } from '@polotno/db';
import type { DependencyCheck, Readiness } from '@polotno/domain';
import type { Logger } from '../../lib/logger.ts';

/** How long one check may take before it counts as down. */
const CHECK_TIMEOUT_MS = 2_000;
/** An SMS provider is asked at most this often: probes come every few seconds, and each would be a request. */
const SMS_CHECK_EVERY_MS = 60_000;

interface Checkable {
  check(): Promise<void>;
}

export interface HealthDeps {
  database: Pick<Database, 'ping' | 'engine'>;
  /** Null when the shop runs without Redis. */
  redis: { ping(): Promise<unknown> } | null;
  files: Checkable & { kind: string };
  sms: Checkable & { kind: string };
  log: Logger;
  now?: () => number;
}

/** Runs `probe`, failing it after CHECK_TIMEOUT_MS. */
async function checked(kind: string, probe: () => Promise<unknown>): Promise<DependencyCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { state: 'up', kind };
  } catch (error) {
    return { state: 'down', kind, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The health service: the readiness check. */
export function createHealthService(deps: HealthDeps) {
  const { database, redis, files, sms, log } = deps;
  const now = deps.now ?? Date.now;
  let smsChecked: { at: number; result: Promise<DependencyCheck> } | null = null;

  function smsCheck(): Promise<DependencyCheck> {
    if (!smsChecked || now() - smsChecked.at >= SMS_CHECK_EVERY_MS) {
      smsChecked = { at: now(), result: checked(sms.kind, () => sms.check()) };
    }
    return smsChecked.result;
  }

  return {
    /** Checks the database, Redis, the file store and the SMS provider; `unavailable` when one is down. */
    async ready(): Promise<Readiness> {
      const [databaseCheck, redisCheck, filesCheck, smsState] = await Promise.all([
        checked(database.engine, () => database.ping()),
        redis ? checked('redis', () => redis.ping()) : Promise.resolve<DependencyCheck>({ state: 'off' }),
        checked(files.kind, () => files.check()),
        smsCheck(),
      ]);
      const checks = { database: databaseCheck, redis: redisCheck, files: filesCheck, sms: smsState };
      const down = Object.entries(checks).filter(([, check]) => check.state === 'down');
      if (down.length > 0) log.error({ checks }, `not ready: ${down.map(([name]) => name).join(', ')} down`);
      return { status: down.length > 0 ? 'unavailable' : 'ready', checks };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
