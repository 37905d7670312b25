/**
 * Turns for the single PGlite connection, handed out in the order asked, with the sockets read at least
 * every millisecond of statements.
 *
 * PGlite runs a statement synchronously inside the callback that asked for it, and its own lock hands the
 * connection to the next waiter in a microtask, so every request read in one poll of the sockets is served
 * before the next poll. Which sockets a poll returns first is the kernel's choice: a connection served in the
 * previous round comes back ahead of one whose request arrived earlier but missed that round, so under load a
 * few connections wait two rounds while the rest wait one (at 10 connections: median 10 ms, p99 23 ms).
 * Here, once statements have run for `SLICE_MS` since the event loop last turned, the next one starts from
 * `setImmediate`, after the poll that reads the requests arriving meanwhile, which then queue behind those
 * that came before them: every connection waits about one round. Short statements within a slice follow
 * each other at once, as they did: a loop turn per statement would cost a `SELECT 1` a tenth of its rate.
 */
export interface Turns {
  /** Resolves when it is the caller's turn; the caller must call `give` when its statement is done. */
  take(): Promise<void>;
  give(): void;
}

const SLICE_MS = 1;

export function createTurns(): Turns {
  const waiting: (() => void)[] = [];
  let busy = false;
  let scheduled = false;
  let turned = performance.now();

  const next = () => {
    scheduled = false;
    const start = waiting.shift();
    if (start) {
      busy = true;
      start();
    }
  };
  const nextAfterPoll = () => {
    turned = performance.now();
    next();
  };
  const schedule = () => {
    if (busy || scheduled || waiting.length === 0) return;
    scheduled = true;
    if (performance.now() - turned < SLICE_MS) queueMicrotask(next);
    else setImmediate(nextAfterPoll);
  };

  return {
    take() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
    give() {
      busy = false;
      schedule();
    },
  };
}
