// `npm start` builds the web app first when no build exists (a fresh clone), and never otherwise.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const serverBuild = new URL('../apps/web/build/server/index.js', import.meta.url);
if (!existsSync(serverBuild)) {
  console.log('No web build yet: building it once (npm run build)…');
  execSync('npm run build', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
