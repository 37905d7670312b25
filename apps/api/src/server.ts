/**
 * The process entry: read the configuration, open the database, mount the web app, listen, and shut down
 * gracefully (in-flight requests finish, new ones get 503, the database is closed).
 *
 * One process by default. With PostgreSQL and `WORKERS` > 1 this process becomes a cluster primary: it runs
 * the start-up work once (migrations, admin, demo data) and keeps the once-per-cluster schedules (WooCommerce
 * sync, invoice expiry, backups) in an app that never listens, then forks the workers that serve (`cluster.ts`).
 */
import cluster from 'node:cluster';
import { createDb, DataDirError, type Database } from '@polotno/db';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { SHUTDOWN_MESSAGE, superviseWorkers, type Supervisor } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import web, { hasWebBuild } from './plugins/web.ts';

/** The primary's app only runs schedules and start-up work: a couple of connections are plenty. */
const PRIMARY_POOL_SIZE = 2;
const GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens the database; a data directory that is taken or not writable ends the start with one line. */
async function openDatabase(config: Config): Promise<Database> {
  try {
    return await createDb(config.database);
  } catch (error) {
    if (error instanceof DataDirError) {
      console.error(`DATA_DIR ${config.dataDir} ${error.problem}`);
      process.exit(1);
    }
    throw error;
  }
}

/** The app on its database, with the web app mounted when `withWeb`. */
async function openApp(config: Config, withWeb: boolean): Promise<FastifyInstance> {
  // Opened before the app so a slow first start (PGlite creating its files, migrations) is not a plugin timeout.
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  if (!withWeb) return app;
  if (dev) {
    await app.register(web, { buildDir: config.webBuildDir, mode: 'development', vite: true });
  } else if (hasWebBuild(config.webBuildDir)) {
    await app.register(web, { buildDir: config.webBuildDir, mode: 'production' });
  } else {
    app.log.warn(`no web build in ${config.webBuildDir}: serving the API only (run "npm run build")`);
  }
  return app;
}

function servingLine(config: Config, port: number, details: string): string {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `Polotno is serving http://${shown}:${port} (${details})`;
}

/** Graceful close on a signal or a crash; returns a function that starts the same close on request. */
function closeOnSignals(app: FastifyInstance): () => void {
  let closing = false;
  const closer = closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal ?? 'shutdown request'} received, shutting down`);
    await app.close();
  });
  return () => {
    if (!closing) void closer.close();
  };
}

/** One process: start-up work, then listen. */
async function runSingle(config: Config): Promise<void> {
  const app = await openApp(config, true);
  closeOnSignals(app);
  try {
    await bootstrap(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await app.close();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(servingLine(config, port, `database: ${app.database.engine}`));
}

/** The cluster's primary: start-up work and schedules once, then the workers. */
async function runPrimary(config: Config): Promise<void> {
  const primaryConfig: Config =
    config.database.kind === 'postgres'
      ? { ...config, database: { ...config.database, poolSize: PRIMARY_POOL_SIZE } }
      : config;
  const app = await openApp(primaryConfig, false);
  try {
    // Once for the whole cluster, before any worker runs: migrations ran in openApp; now the admin, the demo
    // data and the product cards, and the WooCommerce schedule. ready() starts the invoice-expiry schedule.
    await bootstrap(app);
    await app.ready();
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await app.close();
    process.exit(1);
  }
  let supervisor: Supervisor | null = null;
  let startFailed = false;
  // The workers get their own grace period to finish requests; the primary waits for them, then closes.
  const closer = closeWithGrace({ delay: GRACE_MS * 3 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else if (signal) app.log.info(`${signal} received, shutting down the workers`);
    await supervisor?.shutdown();
    await app.close();
    if (startFailed) {
      console.error('start-up failed: a worker exited before all of them were listening');
      process.exit(1);
    }
  });
  supervisor = superviseWorkers({
    workers: config.workers,
    log: app.log,
    onListening: (port) => console.log(servingLine(config, port, `database: postgres, ${config.workers} workers`)),
    onStartFailed: () => {
      startFailed = true;
      void closer.close();
    },
  });
}

/** A cluster worker: serves; the primary did the start-up work and runs the schedules. */
async function runWorker(config: Config): Promise<void> {
  const app = await openApp(
    {
      ...config,
      orderExpiryIntervalSeconds: 0,
      backup: { ...config.backup, everyHours: 0 },
      // The primary polls Telegram and reminds of reserves; a worker answers the webhook and sends its messages.
      telegram: config.telegram && {
        ...config.telegram,
        updates: config.telegram.updates === 'polling' ? 'none' : config.telegram.updates,
        reminderIntervalMs: 0,
      },
    },
    true,
  );
  const close = closeOnSignals(app);
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await app.close();
    process.exit(1);
  }
}

const config = readConfig();
const dev = process.argv.includes('--dev');

if (cluster.isWorker) await runWorker(config);
else if (config.workers > 1 && !dev) await runPrimary(config);
else await runSingle(config);
