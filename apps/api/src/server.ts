/**
 * The process entry: read the configuration, open the database, mount the web app, listen, and shut down
 * gracefully (in-flight requests finish, new ones get 503, the database is closed).
 */
import { createDb, DataDirError, type Database } from '@polotno/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import web, { hasWebBuild } from './plugins/web.ts';

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

const config = readConfig();
const dev = process.argv.includes('--dev');
// Opened before the app so a slow first start (PGlite creating its files, migrations) is not a plugin timeout.
const database = await openDatabase(config);
const app = await buildApp(config, { database });
app.addHook('onClose', () => database.close());

if (dev) {
  await app.register(web, { buildDir: config.webBuildDir, mode: 'development', vite: true });
} else if (hasWebBuild(config.webBuildDir)) {
  await app.register(web, { buildDir: config.webBuildDir, mode: 'production' });
} else {
  app.log.warn(`no web build in ${config.webBuildDir}: serving the API only (run "npm run build")`);
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal} received, shutting down`);
  await app.close();
});

try {
  await bootstrap(app);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'start-up failed');
  await app.close();
  process.exit(1);
}

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Polotno is serving http://${shown}:${port} (database: ${app.database.engine})`);
