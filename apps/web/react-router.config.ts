import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

// Server-rendered pages; the one-process server (apps/api/src/plugins/web.ts) imports build/server/index.js.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The build's id for the browsers' hourly check (docs/decisions/011): React Router's manifest version,
  // which every page already carries, written where the server answers `/version.json` from.
  async buildEnd({ reactRouterConfig }) {
    const build = reactRouterConfig.buildDirectory;
    const assets = path.join(build, 'client', 'assets');
    const manifests = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
    if (manifests.length !== 1) throw new Error(`expected one manifest in ${assets}, found ${manifests.length}`);
    const source = await readFile(path.join(assets, manifests[0] as string), 'utf8');
    const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as {
      version?: unknown;
    };
    if (typeof manifest.version !== 'string') throw new Error(`no version in ${manifests[0]}`);
    await writeFile(path.join(build, 'version.json'), `${JSON.stringify({ version: manifest.version })}\n`);
  },
} satisfies Config;
