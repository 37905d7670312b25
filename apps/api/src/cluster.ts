/**
 * `WORKERS` > 1 (PostgreSQL only): the primary of a `node:cluster`. It forks the workers, which listen on the
 * one shared port, replaces a worker that dies — waiting longer after each death that follows soon after a
 * start, so a worker that cannot live does not spin the machine — and passes a shutdown on to them.
 */
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/** What the primary sends a worker to make it close gracefully (see `superviseWorkers`). */
export const SHUTDOWN_MESSAGE = 'polotno:shutdown';

/** A worker that lived at least this long died of something else than its start: the next waits 1 s again. */
const STABLE_MS = 30_000;
const FIRST_RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;
/** How long workers get to finish in-flight requests on shutdown before they are killed. */
const SHUTDOWN_MS = 15_000;

export interface Supervisor {
  /** Asks every worker to close gracefully and resolves when all have exited (killing the late ones). */
  shutdown(): Promise<void>;
}

export interface SuperviseOptions {
  workers: number;
  log: FastifyBaseLogger;
  /** Called once, when every worker of the first generation listens. */
  onListening(port: number): void;
  /** Called when a worker of the first generation dies before all of them listen: the start failed. */
  onStartFailed(): void;
}

/** The delay before replacing a worker after `quickDeaths` deaths in a row, each soon after its start. */
export function restartDelay(quickDeaths: number): number {
  return Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, quickDeaths - 1));
}

/** Forks the workers and keeps their number; call from the primary only. */
export function superviseWorkers(options: SuperviseOptions): Supervisor {
  const { log } = options;
  const startedAt = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let listeningAtStart = 0;
  let started = false;
  let stopping = false;
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    log.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker listening');
    if (started) return;
    listeningAtStart += 1;
    if (listeningAtStart === options.workers) {
      started = true;
      options.onListening(address.port);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!started) {
      log.error({ worker: worker.id, workerPid: worker.process.pid }, `worker exited with ${how} while starting`);
      options.onStartFailed();
      return;
    }
    quickDeaths = lived < STABLE_MS ? quickDeaths + 1 : 1;
    const delay = restartDelay(quickDeaths);
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, livedMs: lived },
      `worker exited with ${how}: starting another in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  for (let i = 0; i < options.workers; i += 1) fork();

  return {
    async shutdown() {
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      await Promise.all(
        workers.map(async (worker) => {
          if (worker.isDead()) return;
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          // A message, not a signal: a worker may have the signal already (Ctrl-C reaches the whole process
          // group, systemd signals every process of the service), and close-with-grace exits at once, without
          // finishing requests, on a second signal.
          try {
            worker.send(SHUTDOWN_MESSAGE);
          } catch {
            // The channel is already closed: the worker is on its way out.
          }
          const late = setTimeout(() => worker.process.kill('SIGKILL'), SHUTDOWN_MS);
          await exited;
          clearTimeout(late);
        }),
      );
    },
  };
}
