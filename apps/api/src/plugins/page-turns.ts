/**
 * Pages take turns. A page's loaders (in-process API calls, each one a chain of promises) and its React
 * render are main-thread work that runs in long stretches of microtasks: when hundreds of pages are under
 * way at once, the event loop reads no socket for seconds, and every other request — the liveness probe
 * `/api/health` among them — waits behind all of them. So at most `limit` pages are worked on at once, the
 * others wait in arrival order, and each next one starts on a later event-loop turn (`setImmediate`), after
 * the sockets have been read. A page whose visitor left while it waited is not worked on at all.
 */
export interface PageTurns {
  /** Resolves when the caller may work on its page; call the returned `done` when the page's shell is out. */
  take(): Promise<() => void>;
  /** Pages worked on, and waiting. */
  readonly running: number;
  readonly waiting: number;
}

export function createPageTurns(limit: number): PageTurns {
  let running = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    // The turn passes straight to the next in line, on a later loop turn.
    if (next) setImmediate(next);
    else running -= 1;
  }

  function doneOnce(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  }

  return {
    take() {
      if (running < limit) {
        running += 1;
        return Promise.resolve(doneOnce());
      }
      return new Promise((resolve) => queue.push(() => resolve(doneOnce())));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
