// `npm start` (prestart) builds what is missing: the web app and the server on a fresh clone, the server
// alone when any of its sources changed since it was built (about a second). A web build that exists is kept.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer, serverBuildIsStale } from './build-server.mjs';

const webBuild = new URL('../apps/web/build/server/index.js', import.meta.url);
if (!existsSync(webBuild)) {
  console.log('No web build yet: building it once (npm run build)…');
  execSync('npm run build', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
} else if (await serverBuildIsStale()) {
  console.log('The server build is missing or older than its sources: building it (npm run build:server)…');
  await buildServer();
}
