/**
 * Starts the real shop as it ships — the compiled server (`apps/api/dist/server.js`) serving the web build —
 * on a free port with its own data directory. `npm run build` makes both; `npm run test:e2e` runs it first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Migrations, the demo catalogue and its product cards on a fresh directory: generous for a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-e2e-'));
  let log = '';
  if (!existsSync(SERVER)) throw new Error(`no server build at ${SERVER}: run "npm run build" first`);
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-0001',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: '79990000001',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // The shop's ЭДО participant id: with it the electronic УПД is offered once the buyer has one too.
      SELLER_EDO_ID: '2BM-7701234560-770101001',
      // The 1C exchange is on: the back office's journey drives it as 1C does (admin-exchange.e2e.ts).
      ONEC_LOGIN: 'e2e-1c',
      ONEC_PASSWORD: 'e2e-1c-password',
      ONEC_ZIP: 'false',
      // Every journey registers its customers from 127.0.0.1: the anti-pumping limits (10 SMS an hour from one
      // address by default) would refuse the codes of the journeys that come after the tenth. Their own tests
      // (accounts.verification.test.ts) hold them at their real values.
      SMS_PER_IP_PER_HOUR: '10000',
      SMS_PER_PREFIX_PER_HOUR: '10000',
      SMS_GLOBAL_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, () => log);
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
