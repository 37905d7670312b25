/**
 * A PostgreSQL session of its own that LISTENs on one channel for the life of the process. A pooled
 * connection cannot listen (it is handed to other queries and may be closed when idle), so this is a plain
 * client: when it is lost (server restart, failover, a proxy closing idle connections, a network that goes
 * silent — found by a heartbeat) it is opened again with growing delays, and `resumed` says that whatever
 * was notified in between was lost. PGlite has no use for it: one process hears its own writes.
 */
import pg from 'pg';

export interface ChannelHandlers {
  /** A notification's payload, in the order they were committed. */
  message(payload: string): void;
  /** Listening again after the session was lost: notifications sent meanwhile were missed. */
  resumed(): void;
  /** The session was lost or could not be opened; the next attempt is in `retryInMs`. */
  failed(error: Error, retryInMs: number): void;
}

export interface ChannelOptions {
  /** How often the session is asked a trivial question, so a silently dead network is noticed (ms). */
  heartbeatMs?: number;
  /** How long connecting, LISTEN or a heartbeat may take before the session counts as lost (ms). */
  timeoutMs?: number;
  /** The first and the longest delay between attempts to open the session again (ms). */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** Shown in `pg_stat_activity`. */
  applicationName?: string;
}

export interface ChannelListener {
  /** Whether the session is open and listening now. */
  readonly listening: boolean;
  /** Stops listening and closes the session. */
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Listens on `channel` through a session of its own to the database at `url`. Resolves once the first
 * attempt to listen has ended; when it failed, attempts go on in the background and `resumed` follows the
 * first that succeeds.
 */
export async function listenToChannel(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  options: ChannelOptions = {},
): Promise<ChannelListener> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 10_000;

  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  // Ending a client waits for the server's goodbye, which a dead network never sends.
  const end = (which: pg.Client) =>
    Promise.race([which.end().catch(() => {}), new Promise<void>((done) => setTimeout(done, timeoutMs).unref())]);

  function schedule(error: Error): void {
    if (closed) return;
    // Exponential with jitter, so instances that lost the server together do not return in step.
    const delay = Math.round(Math.min(maxRetryMs, minRetryMs * 2 ** failures) * (0.5 + Math.random() / 2));
    failures += 1;
    handlers.failed(error, delay);
    retry = setTimeout(() => void attempt(), delay);
    retry.unref();
  }

  function lost(which: pg.Client, error: Error): void {
    if (client !== which) return;
    client = null;
    void end(which);
    schedule(error);
  }

  async function open(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      application_name: options.applicationName ?? 'polotno-listener',
    });
    next.on('notification', (message) => {
      if (client === next && message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the listening session ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void end(next);
      throw error;
    }
    if (closed) {
      await end(next);
      return;
    }
    client = next;
    failures = 0;
  }

  async function attempt(): Promise<void> {
    try {
      await open();
    } catch (error) {
      schedule(error as Error);
      return;
    }
    if (!closed) handlers.resumed();
  }

  try {
    await open();
  } catch (error) {
    schedule(error as Error);
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    current.query('SELECT 1').catch((error: Error) => lost(current, error));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      if (current) await end(current);
    },
  };
}
