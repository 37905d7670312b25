/**
 * The move from the embedded database to PostgreSQL as an owner makes it: a PGlite shop with a customer, an
 * order of rolls and an uploaded picture is stopped, `npm run db:move-to-postgres` copies it into an empty
 * PostgreSQL database, and the shop started on PostgreSQL with the same data directory serves it all to a
 * browser: the customer signs in with the same password and sees the order's rolls, the pictures load, the
 * administrator signs in.
 *
 * Two shop starts, a dump and a load take a minute and a half, so it runs in `npm run test:reliability`
 * (which sets RELIABILITY_MOVE_JOURNEY and TEST_DATABASE_URL), not in every `npm test`:
 * `RELIABILITY_MOVE_JOURNEY=1 TEST_DATABASE_URL=postgres://… npm test -w @polotno/e2e -- move-to-postgres`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { flat, PNG_8x8, ready } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server.ts';

const POSTGRES = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'apps/api/src/modules/ops/ops.cli.ts');
const PASSWORD = 'moved-and-still-knits-7';

/** A JSON call to `server`; a failed answer throws with its status and body. */
async function call<T>(server: RunningServer, method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs the move as the owner would, with the shop's data directory; resolves with what it printed. */
function moveToPostgres(dataDir: string, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'move-to-postgres', '--to', url], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
  });
}

describe.runIf(POSTGRES && process.env.RELIABILITY_MOVE_JOURNEY)('moving a PGlite shop to PostgreSQL', () => {
  let browser: Browser;
  let dataDir: string;
  let database: { url: string; name: string };
  let server: RunningServer | null = null;
  const phone = `79${String(Date.now()).slice(-9)}`;
  let order: { id: number; lines: { rolls: { number: string; lot: string }[] }[] };
  let productId: number;
  let picture: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-move-e2e-'));
    const name = `polotno_move_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(POSTGRES!);
    url.pathname = `/${name}`;
    database = { url: url.toString(), name };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    const cleaner = new pg.Client({ connectionString: POSTGRES });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${database.name} with (force)`);
    await cleaner.end();
  });

  it('keeps logins, orders, rolls and pictures working after the move', async () => {
    // The shop on PGlite: a customer registers and orders two rolls of a demo fabric; a picture is uploaded.
    server = await startServer({ DATA_DIR: dataDir });
    await call(server, 'POST', '/api/verification/send', null, { phoneNumber: phone });
    const sms = (await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
    const code = /\b\d{6}\b/.exec(
      sms.map((line) => JSON.parse(line) as { to: string; text: string }).findLast((message) => message.to === phone)!
        .text,
    )![0];
    const { verificationToken } = await call<{ verificationToken: string }>(
      server,
      'POST',
      '/api/verification/check',
      null,
      {
        phoneNumber: phone,
        code,
      },
    );
    const customer = await call<{ access_token: string }>(server, 'POST', '/api/user/register', null, {
      phone,
      name: 'Швейный цех «Петля»',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      verificationToken,
    });
    // The demo gives its oldest fabrics rolls with dye lots; the listing shows the newest first.
    const listing = await call<{ items: { id: number }[] }>(server, 'GET', '/api/products?limit=100', null);
    let colorId: number | null = null;
    for (const { id } of listing.items.toReversed()) {
      const lots = await call<{ tracksRolls: boolean; colors: { colorId: number | null; available: number }[] }>(
        server,
        'GET',
        `/api/product/${id}/lots`,
        null,
      );
      const color = lots.colors.find((entry) => entry.available >= 2);
      if (lots.tracksRolls && color) {
        productId = id;
        colorId = color.colorId;
        break;
      }
    }
    expect(colorId).not.toBeNull();
    order = await call(server, 'POST', '/api/order', customer.access_token, {
      lines: [{ productId, count: 2, color: colorId }],
    });
    expect(order.lines[0]!.rolls).toHaveLength(2);
    const adminToken = (
      await call<{ access_token: string }>(server, 'POST', '/api/auth/login', null, {
        email: '79990000001',
        password: 'e2e-admin-password',
        loginType: 'phone',
      })
    ).access_token;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(PNG_8x8, 'base64')], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${server.url}/api/admin/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    picture = ((await uploaded.json()) as { src: string }).src;
    const stopped = server;
    server = null;
    await stopped.stop();

    // The move, then the shop on PostgreSQL with the same data directory (its files stay there).
    const said = await moveToPostgres(dataDir, database.url);
    expect(said).toMatch(/copied \d+ tables, \d+ rows into PostgreSQL \(counts equal; sequences past the copied ids\)/);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const ready_ = await call<{ checks: { database: { kind: string } } }>(server, 'GET', '/api/ready', null);
    expect(ready_.checks.database.kind).toBe('postgres');

    // The customer signs in with the same password and finds the order with its rolls.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/user/history`);
    await ready(page);
    await page.fill('[role="dialog"] input[name="login"]', phone.slice(1));
    await page.fill('[role="dialog"] input[name="password"]', PASSWORD);
    await page.click('[role="dialog"] button:text("Войти")');
    await page.waitForURL(`${server.url}/user/history`);
    const line = flat(
      await page.locator(`[data-testid="order"][data-order-id="${order.id}"] [data-testid="order-line"]`).innerText(),
    );
    for (const roll of order.lines[0]!.rolls) expect(line).toContain(`Рулон ${roll.number}, партия ${roll.lot}`);

    // The fabric's pictures load on its page, and the uploaded picture is served from the files left in place.
    await page.goto(`${server.url}/product/${productId}`);
    await ready(page);
    const image = page.locator('main img').first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const served = await page.goto(`${server.url}${picture}`);
    expect(served?.status()).toBe(200);
    expect(served?.headers()['content-type']).toBe('image/webp');

    // And the administrator signs in to the back office.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${server.url}/login`);
    await ready(admin);
    await admin.fill('input[name="login"]', '+7 (999) 000-0001');
    await admin.fill('input[name="password"]', 'e2e-admin-password');
    await admin.click('main button:text("Войти")');
    await admin.waitForURL(`${server.url}/admin`);
  });
});
