/**
 * The back office's view of the exchange (ADMIN): whether it is on and what to type into 1C, every session
 * with its steps, files (name, size, SHA-256), imports (counts, errors, duration, progress), the settings
 * (hide missing goods on a full package, 1C's status mapping), «send this order to 1C again», the line
 * differences 1C reported, and where 1C's stock disagrees with the shop's rolls.
 */
import type { Db } from '@polotno/db';
import { AppError, type AuthUser, type OnecSettingsUpdate } from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { listStockDifferences } from './onec.catalog.repository.ts';
import * as repository from './onec.repository.ts';
import * as sale from './onec.sale.repository.ts';

export interface OnecAdminDeps {
  db: Db;
  config: Pick<Config, 'onec' | 'publicUrl' | 'now'>;
  /** Where the settings, a resend and a resolved difference are recorded, in their transactions. */
  audit: Pick<AuditService, 'record'>;
}

export const EXCHANGE_PATH = '/api/integrations/1c/exchange';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toJob(job: repository.JobRow, now: Date) {
  const end = job.finishedAt ?? (job.state === 'running' ? now : null);
  return {
    id: job.id,
    sessionId: job.sessionId,
    type: job.type,
    filename: job.filename,
    state: job.state,
    kind: job.kind,
    counts: job.counts,
    warnings: job.warnings,
    error: job.error,
    progress: job.progress,
    attempts: job.attempts,
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    durationMs: job.startedAt && end ? end.getTime() - job.startedAt.getTime() : null,
  };
}

function toSettings(row: repository.SettingsRow) {
  return { hideMissing: row.hideMissing, statusMap: row.statusMap, updatedAt: row.updatedAt.toISOString() };
}

function sumCounts(jobs: readonly repository.JobRow[]) {
  const total = { created: 0, updated: 0, hidden: 0, skipped: 0 };
  for (const job of jobs) {
    if (!job.counts) continue;
    total.created += job.counts.created;
    total.updated += job.counts.updated;
    total.hidden += job.counts.hidden;
    total.skipped += job.counts.skipped;
  }
  return total;
}

export function createOnecAdmin(deps: OnecAdminDeps) {
  const { db, config, audit } = deps;

  function summary(
    row: Awaited<ReturnType<typeof repository.listSessions>>['rows'][number],
    jobs: readonly repository.JobRow[],
  ) {
    const { session } = row;
    const last = row.lastStepAt ? new Date(row.lastStepAt) : session.lastSeenAt;
    return {
      id: session.id,
      type: session.type,
      ip: session.ip,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      steps: row.steps,
      failures: row.failures,
      durationMs: Math.max(0, last.getTime() - session.createdAt.getTime()),
      folderKept: session.folder !== null,
      counts: sumCounts(jobs.filter((job) => job.sessionId === session.id)),
    };
  }

  return {
    async status() {
      const onec = config.onec;
      const [settings, active, used, sessions] = await Promise.all([
        repository.getSettings(db),
        repository.activeJobs(db),
        repository.bytesOnDisk(db),
        repository.listSessions(db, 1, 0),
      ]);
      const last = sessions.rows[0];
      const now = config.now();
      return {
        enabled: onec !== null,
        url: `${config.publicUrl}${EXCHANGE_PATH}`,
        login: onec?.login ?? null,
        fileLimit: onec?.fileLimit ?? null,
        zip: onec?.zip ?? null,
        priceType: onec?.priceType ?? null,
        quotaBytes: onec?.quotaBytes ?? null,
        keepDays: onec?.keepDays ?? null,
        usedBytes: used,
        settings: toSettings(settings),
        activeJobs: active.map((job) => toJob(job, now)),
        lastSession: last
          ? {
              id: last.session.id,
              type: last.session.type,
              createdAt: last.session.createdAt.toISOString(),
              failures: last.failures,
            }
          : null,
      };
    },

    async sessions(limit: number, offset: number) {
      const { rows, total } = await repository.listSessions(db, limit, offset);
      const jobs = await repository.jobsOf(
        db,
        rows.map((row) => row.session.id),
      );
      return { items: rows.map((row) => summary(row, jobs)), total };
    },

    async session(id: string) {
      const session = await repository.findSession(db, id);
      if (!session) throw new AppError('ONEC_SESSION_NOT_FOUND');
      const [steps, files, jobs] = await Promise.all([
        repository.stepsOf(db, id),
        repository.filesOf(db, id),
        repository.jobsOf(db, [id]),
      ]);
      const failures = steps.filter((step) => step.answer === 'failure');
      const last = steps.at(-1)?.at ?? session.lastSeenAt;
      const now = config.now();
      return {
        ...summary({ session, steps: steps.length, failures: failures.length, lastStepAt: last.toISOString() }, jobs),
        stepsLog: steps.map((step) => ({
          mode: step.mode,
          filename: step.filename,
          bytes: step.bytes,
          answer: step.answer,
          message: step.message,
          durationMs: step.durationMs,
          at: step.at.toISOString(),
        })),
        files: files.map((file) => ({
          name: file.name,
          size: file.size,
          sha256: file.sha256,
          archive: file.archive,
          updatedAt: file.updatedAt.toISOString(),
        })),
        jobs: jobs.map((job) => toJob(job, now)),
        errors: [
          ...failures.map((step) => `${step.mode}${step.filename ? ` ${step.filename}` : ''}: ${step.message}`),
          ...jobs.flatMap((job) => (job.error ? [`${job.filename}: ${job.error}`] : [])),
        ],
      };
    },

    async settings() {
      return toSettings(await repository.getSettings(db));
    },

    async updateSettings(admin: AuthUser, input: OnecSettingsUpdate) {
      return db.transaction(async (tx) => {
        const before = toSettings(await repository.getSettings(tx));
        const after = toSettings(
          await repository.updateSettings(tx, {
            ...(input.hideMissing === undefined ? {} : { hideMissing: input.hideMissing }),
            ...(input.statusMap === undefined ? {} : { statusMap: input.statusMap }),
            updatedBy: admin.id,
            updatedAt: config.now(),
          }),
        );
        await audit.record(tx, { kind: 'integration', id: '1c', action: 'update', before, after });
        return after;
      });
    },

    /** «Send this order to 1C again»: the next query carries it whatever 1C confirmed before. */
    async resend(orderId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await sale.resendOrder(tx, orderId, config.now()))) throw new AppError('ORDER_NOT_FOUND');
        await audit.record(tx, { kind: 'order', id: orderId, action: 'resend' });
      });
    },

    async differences(open: boolean, limit: number, offset: number) {
      const { rows, total } = await sale.listDifferences(db, open, limit, offset);
      return {
        items: rows.map((row) => ({
          id: row.id,
          orderId: row.orderId,
          createdAt: row.createdAt.toISOString(),
          resolvedAt: iso(row.resolvedAt),
          lines: row.lines,
        })),
        total,
      };
    },

    /** Products that track rolls where 1C's stock and the rolls disagree (decision 013), by article. */
    async stockDifferences() {
      const rows = await listStockDifferences(db);
      return {
        items: rows.map((row) => ({
          productId: row.productId,
          onecId: row.onecId,
          art: row.art,
          name: row.nameRu,
          onec: { quantity: Number(row.onecQuantity), unit: row.onecUnit },
          shop: { rolls: row.shopRolls, kg: row.shopGrams / 1000 },
          seenAt: row.seenAt.toISOString(),
        })),
      };
    },

    async resolveDifference(admin: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await sale.resolveDifference(tx, id, admin.id, config.now()))) {
          throw new AppError('ONEC_DIFFERENCE_NOT_FOUND');
        }
        await audit.record(tx, { kind: 'onec_difference', id, action: 'resolve', after: { resolved: true } });
      });
    },
  };
}

export type OnecAdmin = ReturnType<typeof createOnecAdmin>;
