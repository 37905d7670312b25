/** What the metrics read from the database at each scrape: outbox depths and the catalogue imports. */
import { sql } from 'drizzle-orm';
import { tables, type Db } from '@polotno/db';

const count = sql<number>`count(*)::int`;

/** Telegram outbox rows by state (pending, sending, sent, failed). */
export function findOutboxDepths(db: Db): Promise<{ state: string; count: number }[]> {
  const { telegramOutbox } = tables;
  return db.select({ state: telegramOutbox.state, count }).from(telegramOutbox).groupBy(telegramOutbox.state);
}

/** 1C exchange imports (one job per file) by exchange type and state. */
export function findCatalogImports(db: Db): Promise<{ type: string; state: string; count: number }[]> {
  const { onecJobs } = tables;
  return db
    .select({ type: onecJobs.type, state: onecJobs.state, count })
    .from(onecJobs)
    .groupBy(onecJobs.type, onecJobs.state);
}
