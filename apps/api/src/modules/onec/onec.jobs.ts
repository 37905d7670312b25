/**
 * The background imports of the exchange (decision 014). `mode=import` only creates a job (one per file
 * of a session, so a repeated call finds it) and asks for it to run; the work happens here, outside the
 * request, and 1C's repeated calls read the job's row: `progress` until it is done. At most one job runs per
 * exchange type (a partial unique index, so across processes too); the next queued one starts when it ends.
 * A running job beats its heartbeat every few seconds: a job whose heartbeat stopped (its process ended) is
 * queued again and resumed — the imports are idempotent — or failed with a clear message after three tries.
 */
import type { Db } from '@polotno/db';
import type { Logger } from '../../lib/logger.ts';
import * as repository from './onec.repository.ts';

export const HEARTBEAT_MS = 3_000;
/** A running job not heard of for this long was interrupted. */
export const STALE_MS = 30_000;
export const MAX_ATTEMPTS = 3;

export interface JobProgress {
  done: number;
  total: number | null;
  text: string;
}

export interface JobReport {
  kind: string;
  counts: { created: number; updated: number; hidden: number; skipped: number };
  warnings: string[];
}

export interface OnecJobsDeps {
  db: Db;
  log: Logger;
  now: () => Date;
  /** Does a job's work. */
  work(job: repository.JobRow, onProgress: (progress: JobProgress) => void): Promise<JobReport>;
}

export function createOnecJobs(deps: OnecJobsDeps) {
  const { db, log, now, work } = deps;
  const running = new Map<number, Promise<void>>();

  function launch(job: repository.JobRow): void {
    const done = (async () => {
      let progress: JobProgress | null = null;
      const beat = setInterval(() => {
        void repository.heartbeat(db, job.id, now(), progress).catch((error: unknown) => {
          log.error({ err: error, job: job.id }, '1C import heartbeat failed');
        });
      }, HEARTBEAT_MS);
      beat.unref();
      const started = Date.now();
      try {
        const report = await work(job, (next) => {
          progress = next;
        });
        await repository.finishJob(db, job.id, { state: 'done', ...report, now: now() });
        log.info(
          { job: job.id, file: job.filename, counts: report.counts, ms: Date.now() - started },
          '1C import done',
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repository.finishJob(db, job.id, { state: 'failed', error: message, now: now() }).catch(() => undefined);
        log.warn({ job: job.id, file: job.filename, err: error }, '1C import failed');
      } finally {
        clearInterval(beat);
        running.delete(job.id);
      }
      await kick(job.type).catch((error: unknown) => log.error({ err: error }, '1C import queue not advanced'));
    })();
    running.set(job.id, done);
  }

  /** Resumes interrupted jobs and starts the oldest queued job of `type` unless one runs. */
  async function kick(type: repository.ExchangeType): Promise<void> {
    const at = now();
    const resumed = await repository.recoverStale(db, new Date(at.getTime() - STALE_MS), MAX_ATTEMPTS, at);
    for (const job of resumed) log.warn({ job: job.id, file: job.filename }, '1C import interrupted: queued again');
    const next = await repository.nextQueued(db, type);
    if (!next) return;
    const claimed = await repository.claimJob(db, next.id, at);
    if (claimed) launch(claimed);
  }

  return {
    kick,

    /** Waits until the job ends in this process or `ms` pass, whichever is first. */
    async settle(jobId: number, ms: number): Promise<void> {
      const promise = running.get(jobId);
      if (!promise) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },

    /** Waits for the jobs of this process to end (the app is closing). */
    async close(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}

export type OnecJobs = ReturnType<typeof createOnecJobs>;
