/**
 * The durable outbox every bot message leaves through (decision record 018). A message is a row first; a pass
 * claims due rows (one per chat at a time, oldest first, never one another process holds), makes the Bot API
 * call, and marks the row sent. Telegram unreachable or answering 5xx: the row waits, doubling its delay up
 * to a limit, and is given up after `maxAttempts`. A 429 waits Telegram's `retry_after` and costs no attempt.
 * A 403 (the bot was blocked, kicked, or the user is gone) or «chat not found» unlinks the chat and drops its
 * unsent rows. Any other refusal fails the row at once: sending it again would be refused again.
 *
 * Passes run when a message is added (in this process), on a timer (`outboxPollMs`: retries and other
 * processes' rows), and when the previous pass delivered something (a chat's next row). One pass at a time.
 */
import type { Db } from '@polotno/db';
import { GrammyError, HttpError } from 'grammy';
import type { TelegramConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import * as repository from './telegram.repository.ts';

/** Rows claimed in one go: a second's worth of Telegram's global limit. */
const CLAIM_BATCH = 30;

export interface OutboxDeps {
  db: Db;
  config: TelegramConfig;
  now: () => Date;
  log: Logger;
  /** Makes the row's Bot API call; resolves with the message id Telegram gave it. */
  deliver(row: repository.OutboxRow): Promise<number>;
  /** The chat blocked the bot or is gone: unlink it. */
  unlink(chatId: number): Promise<void>;
}

/** How a failed call is handled. */
type Verdict = { kind: 'retry'; afterMs: number; refund: boolean } | { kind: 'gone' } | { kind: 'fail' };

/** What a Bot API failure means for the row. */
export function verdictOf(error: unknown, attempts: number, config: TelegramConfig): Verdict {
  const backoff = Math.min(config.retryBaseMs * 2 ** Math.max(0, attempts - 1), config.retryMaxMs);
  if (error instanceof GrammyError) {
    if (error.error_code === 429) {
      return { kind: 'retry', afterMs: (error.parameters.retry_after ?? 1) * 1000, refund: true };
    }
    if (error.error_code === 403) return { kind: 'gone' };
    if (error.error_code === 400 && /chat not found|user is deactivated/i.test(error.description)) {
      return { kind: 'gone' };
    }
    if (error.error_code >= 500) return { kind: 'retry', afterMs: backoff, refund: false };
    return { kind: 'fail' };
  }
  // HttpError: the network, a timeout, an answer that was not the Bot API's. Anything else: a document that
  // could not be made now (a database hiccup) is worth another try too.
  return { kind: 'retry', afterMs: backoff, refund: false };
}

const describe = (error: unknown) =>
  error instanceof GrammyError
    ? `${error.error_code} ${error.description}`
    : error instanceof HttpError
      ? `network: ${String((error.error as Error | undefined)?.message ?? error.message)}`
      : error instanceof Error
        ? error.message
        : String(error);

export function createOutbox(deps: OutboxDeps) {
  const { db, config, now, log, deliver, unlink } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  async function settle(row: repository.OutboxRow): Promise<boolean> {
    try {
      const messageId = await deliver(row);
      await repository.markSent(db, row.id, messageId, now());
      return true;
    } catch (error) {
      const verdict = verdictOf(error, row.attempts, config);
      const reason = describe(error);
      if (verdict.kind === 'gone') {
        log.warn({ chatId: row.chatId, reason }, 'telegram chat blocked the bot or is gone: unlinked');
        await repository.dropChatRows(db, row.chatId, reason);
        await unlink(row.chatId);
      } else if (verdict.kind === 'retry' && (verdict.refund || row.attempts < config.maxAttempts)) {
        await repository.retryLater(db, row.id, new Date(now().getTime() + verdict.afterMs), reason, verdict.refund);
        if (verdict.refund) log.warn({ chatId: row.chatId, reason }, 'telegram asked to slow down');
        else log.warn({ outboxId: row.id, attempts: row.attempts, reason }, 'telegram message not delivered yet');
      } else {
        log.error({ outboxId: row.id, attempts: row.attempts, reason }, 'telegram message given up');
        await repository.markFailed(db, row.id, reason);
      }
      return false;
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      const at = now();
      const rows = await repository.claimDue(db, at, new Date(at.getTime() + config.leaseMs), CLAIM_BATCH);
      if (rows.length === 0) return;
      const delivered = await Promise.all(rows.map(settle));
      if (closed || !delivered.some(Boolean)) return;
    }
  }

  /** Runs a pass now, or right after the one running. */
  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          log.error({ err: error }, 'telegram outbox pass failed');
        }
      } while (again && !closed);
    })().finally(() => {
      running = null;
      schedule();
    });
    return running;
  }

  /** The next look: the earliest retry, or the poll interval, whichever is first. */
  function schedule(): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    void repository
      .nextDue(db)
      .catch(() => null)
      .then((due) => {
        if (closed) return;
        const wait = due ? Math.max(0, due.getTime() - now().getTime()) : config.outboxPollMs;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => void kick(), Math.min(wait, config.outboxPollMs));
        timer.unref();
      });
  }

  return {
    /** Adds messages and starts a pass; a message whose dedupe key is already there is not added twice. */
    async add(rows: repository.OutboxInsert[]): Promise<void> {
      if ((await repository.enqueue(db, rows, now())) > 0) void kick();
    },

    kick,

    /** Stops the passes; waits for the one running. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
