/**
 * SQL of the 1C exchange: sessions and their steps, files and import jobs, the settings row. The sale side
 * (orders sent to 1C, its queries, documents and differences back): `onec.sale.repository.ts`.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from '@polotno/db/orm';

const { onecSessions, onecSteps, onecFiles, onecJobs, onecSettings } = tables;

export type SessionRow = typeof onecSessions.$inferSelect;
export type StepRow = typeof onecSteps.$inferSelect;
export type FileRow = typeof onecFiles.$inferSelect;
export type JobRow = typeof onecJobs.$inferSelect;
export type SettingsRow = typeof onecSettings.$inferSelect;
export type DifferenceRow = typeof tables.onecDifferences.$inferSelect;
export type LineDifference = DifferenceRow['lines'][number];
export type ExchangeType = SessionRow['type'];

// ---------------------------------------------------------------- sessions and steps

export async function insertSession(
  db: Db,
  session: { type: ExchangeType; tokenHash: string; ip: string; now: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(onecSessions)
    .values({
      type: session.type,
      tokenHash: session.tokenHash,
      ip: session.ip,
      createdAt: session.now,
      lastSeenAt: session.now,
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The session a cookie opened, if it was seen after `since`. */
export async function findSessionByToken(db: Db, tokenHash: string, since: Date): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(onecSessions)
    .where(and(eq(onecSessions.tokenHash, tokenHash), gt(onecSessions.lastSeenAt, since)));
  return row ?? null;
}

/** The latest session of a type seen after `since` (a call with Basic credentials and no cookie joins it). */
export async function latestSession(db: Db, type: ExchangeType, since: Date): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(onecSessions)
    .where(and(eq(onecSessions.type, type), gt(onecSessions.lastSeenAt, since)))
    .orderBy(desc(onecSessions.lastSeenAt))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(onecSessions).set({ lastSeenAt: now }).where(eq(onecSessions.id, id));
}

/**
 * Gives the session a new exchange folder: its files of the old one are forgotten, and so are its imports that
 * are not running (a file of the same name in the new folder is a new import).
 */
export async function setFolder(db: Db, id: string, folder: string): Promise<void> {
  await db.delete(onecFiles).where(eq(onecFiles.sessionId, id));
  await db.delete(onecJobs).where(and(eq(onecJobs.sessionId, id), ne(onecJobs.state, 'running')));
  await db.update(onecSessions).set({ folder }).where(eq(onecSessions.id, id));
}

export async function insertStep(db: Db, step: typeof onecSteps.$inferInsert): Promise<void> {
  await db.insert(onecSteps).values(step);
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(onecSessions).where(eq(onecSessions.id, id));
  return row ?? null;
}

/** Sessions, newest first, with how many steps and failures each had. */
export async function listSessions(db: Db, limit: number, offset: number) {
  const rows = await db
    .select({
      session: onecSessions,
      steps: sql<number>`(select count(*)::int from onec_steps s where s.session_id = onec_sessions.id)`,
      failures: sql<number>`(select count(*)::int from onec_steps s where s.session_id = onec_sessions.id and s.answer = 'failure')`,
      lastStepAt: sql<string | null>`(select max(s.at) from onec_steps s where s.session_id = onec_sessions.id)`,
    })
    .from(onecSessions)
    .orderBy(desc(onecSessions.createdAt))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(onecSessions);
  return { rows, total: total?.value ?? 0 };
}

export async function stepsOf(db: Db, sessionId: string): Promise<StepRow[]> {
  return db.select().from(onecSteps).where(eq(onecSteps.sessionId, sessionId)).orderBy(asc(onecSteps.id));
}

export async function filesOf(db: Db, sessionId: string): Promise<FileRow[]> {
  return db.select().from(onecFiles).where(eq(onecFiles.sessionId, sessionId)).orderBy(asc(onecFiles.id));
}

export async function jobsOf(db: Db, sessionIds: readonly string[]): Promise<JobRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(onecJobs)
    .where(inArray(onecJobs.sessionId, [...sessionIds]))
    .orderBy(asc(onecJobs.id));
}

/** Sessions whose folders are older than `before` and still on disk. */
export async function staleFolders(db: Db, before: Date): Promise<{ id: string; folder: string }[]> {
  const rows = await db
    .select({ id: onecSessions.id, folder: onecSessions.folder })
    .from(onecSessions)
    .where(and(isNotNull(onecSessions.folder), lt(onecSessions.lastSeenAt, before)));
  return rows.flatMap((row) => (row.folder === null ? [] : [{ id: row.id, folder: row.folder }]));
}

export async function clearFolder(db: Db, id: string): Promise<void> {
  await db.update(onecSessions).set({ folder: null }).where(eq(onecSessions.id, id));
}

/** Removes sessions (with their steps, files and jobs) last seen before `before`. */
export async function deleteSessionsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(onecSessions)
    .where(and(lt(onecSessions.lastSeenAt, before), isNull(onecSessions.folder)))
    .returning({ id: onecSessions.id });
  return rows.length;
}

// ---------------------------------------------------------------- files

/** Records a file's size after a chunk (or after unpacking); its hash is computed later. */
export async function upsertFile(
  db: Db,
  file: { sessionId: string; name: string; size: number; archive: string | null; sha256?: string | null; now: Date },
): Promise<void> {
  await db
    .insert(onecFiles)
    .values({
      sessionId: file.sessionId,
      name: file.name,
      size: file.size,
      archive: file.archive,
      sha256: file.sha256 ?? null,
      updatedAt: file.now,
    })
    .onConflictDoUpdate({
      target: [onecFiles.sessionId, onecFiles.name],
      set: { size: file.size, sha256: file.sha256 ?? null, archive: file.archive, updatedAt: file.now },
    });
}

export async function setFileHash(db: Db, sessionId: string, name: string, sha256: string): Promise<void> {
  await db
    .update(onecFiles)
    .set({ sha256 })
    .where(and(eq(onecFiles.sessionId, sessionId), eq(onecFiles.name, name)));
}

/** Bytes held by every exchange folder still on disk (an archive, once unpacked, is removed and not counted). */
export async function bytesOnDisk(db: Db): Promise<number> {
  const unpacked = sql`${onecFiles.archive} is null and ${onecFiles.sha256} is not null and lower(${onecFiles.name}) like '%.zip'`;
  const [row] = await db
    .select({ value: sql<string | null>`sum(${onecFiles.size})` })
    .from(onecFiles)
    .innerJoin(onecSessions, eq(onecSessions.id, onecFiles.sessionId))
    .where(and(isNotNull(onecSessions.folder), sql`not (${unpacked})`));
  return Number(row?.value ?? 0);
}

// ---------------------------------------------------------------- import jobs

/** The job of a session's file, created on the first `import` naming it (a repeated call finds it). */
export async function ensureJob(db: Db, job: { sessionId: string; type: ExchangeType; filename: string; now: Date }) {
  await db
    .insert(onecJobs)
    .values({ sessionId: job.sessionId, type: job.type, filename: job.filename, createdAt: job.now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(onecJobs)
    .where(and(eq(onecJobs.sessionId, job.sessionId), eq(onecJobs.filename, job.filename)));
  if (!row) throw new Error('job not found after insert');
  return row;
}

export async function findJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(onecJobs).where(eq(onecJobs.id, id));
  return row ?? null;
}

export async function findSessionJob(db: Db, sessionId: string, filename: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(onecJobs)
    .where(and(eq(onecJobs.sessionId, sessionId), eq(onecJobs.filename, filename)));
  return row ?? null;
}

/**
 * Starts a queued job if no job of its type runs: the partial unique index on running jobs lets exactly one
 * caller (of any process) win; null when another runs or the job was taken.
 */
export async function claimJob(db: Db, id: number, now: Date): Promise<JobRow | null> {
  try {
    const [row] = await db
      .update(onecJobs)
      .set({
        state: 'running',
        startedAt: now,
        heartbeatAt: now,
        attempts: sql`${onecJobs.attempts} + 1`,
      })
      .where(and(eq(onecJobs.id, id), eq(onecJobs.state, 'queued')))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function heartbeat(
  db: Db,
  id: number,
  now: Date,
  progress: { done: number; total: number | null; text: string } | null,
): Promise<void> {
  await db
    .update(onecJobs)
    .set(progress ? { heartbeatAt: now, progress } : { heartbeatAt: now })
    .where(and(eq(onecJobs.id, id), eq(onecJobs.state, 'running')));
}

export async function finishJob(
  db: Db,
  id: number,
  outcome:
    | { state: 'done'; kind: string; counts: JobRow['counts']; warnings: string[]; now: Date }
    | { state: 'failed'; error: string; now: Date },
): Promise<void> {
  await db
    .update(onecJobs)
    .set(
      outcome.state === 'done'
        ? {
            state: 'done',
            kind: outcome.kind,
            counts: outcome.counts,
            warnings: outcome.warnings,
            finishedAt: outcome.now,
            error: null,
          }
        : { state: 'failed', error: outcome.error, finishedAt: outcome.now },
    )
    .where(eq(onecJobs.id, id));
}

/**
 * Running jobs whose heartbeat stopped before `before` (their process ended): queued again to be resumed,
 * or failed once they were interrupted `maxAttempts` times. Resolves with the jobs queued again.
 */
export async function recoverStale(db: Db, before: Date, maxAttempts: number, now: Date): Promise<JobRow[]> {
  const stale = and(eq(onecJobs.state, 'running'), lt(onecJobs.heartbeatAt, before));
  await db
    .update(onecJobs)
    .set({
      state: 'failed',
      finishedAt: now,
      error: `Загрузка прерывалась ${maxAttempts} раза (перезапуск сервера) и остановлена`,
    })
    .where(and(stale, sql`${onecJobs.attempts} >= ${maxAttempts}`));
  return db
    .update(onecJobs)
    .set({ state: 'queued', progress: { done: 0, total: null, text: 'Загрузка возобновляется после перезапуска' } })
    .where(stale)
    .returning();
}

/** The oldest queued job of a type. */
export async function nextQueued(db: Db, type: ExchangeType): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(onecJobs)
    .where(and(eq(onecJobs.type, type), eq(onecJobs.state, 'queued')))
    .orderBy(asc(onecJobs.id))
    .limit(1);
  return row ?? null;
}

/** Running and queued jobs, oldest first (the back office's progress bars). */
export async function activeJobs(db: Db): Promise<JobRow[]> {
  return db
    .select()
    .from(onecJobs)
    .where(or(eq(onecJobs.state, 'running'), eq(onecJobs.state, 'queued')))
    .orderBy(asc(onecJobs.id));
}

// ---------------------------------------------------------------- settings

export async function getSettings(db: Db): Promise<SettingsRow> {
  await db.insert(onecSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(onecSettings).where(eq(onecSettings.id, 1));
  if (!row) throw new Error('settings row missing');
  return row;
}

export async function updateSettings(
  db: Db,
  set: Partial<Pick<SettingsRow, 'hideMissing' | 'statusMap'>> & { updatedBy: string; updatedAt: Date },
): Promise<SettingsRow> {
  await getSettings(db);
  const [row] = await db.update(onecSettings).set(set).where(eq(onecSettings.id, 1)).returning();
  if (!row) throw new Error('settings row missing');
  return row;
}
