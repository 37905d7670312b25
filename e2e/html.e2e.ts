/**
 * Valid HTML on every page, as the W3C Nu Html Checker (`vnu-jar`, the validator behind validator.w3.org/nu)
 * judges it: every page of `lib/pages.ts` in Russian and Uzbek — the public ones and the popups for a visitor
 * and for a signed-in customer, the customer's cabinet, the back office for an ADMIN — and a few states of them
 * (a search, a filter, an open order, an editor, a missing page). The pages are fetched as the server renders
 * them (what a browser, a search engine and a checker first get), written to one folder and checked by one
 * Java run; any error fails the journey with the page's address, line and message.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGES } from '../apps/web/app/lib/pages.ts';
import { adminBearerToken, api, freshPhone, registerCustomer } from './support/journey.ts';

const baseUrl = inject('baseUrl');
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const LANGS = ['', '/uz'] as const;

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The session cookie a login through the API sets, as a `Cookie` header. */
async function sessionCookie(login: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password, loginType: 'phone' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => /polotno_session=/.test(line));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Runs the checker once over `files`; answers its errors (warnings and notes are not asked for). */
async function vnu(files: readonly string[]): Promise<VnuMessage[]> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files]);
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`vnu exited with ${code}: ${text}`))));
  });
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

describe('the Nu Html Checker on every page', () => {
  let folder: string;
  let customer: string;
  let admin: string;
  const pages = new Map<string, string>();

  /** Fetches `address` (Russian; also under `/uz`) as `who` and keeps its HTML under a file name of its own. */
  async function keep(who: string, cookie: string | null, addresses: readonly string[]) {
    for (const lang of LANGS) {
      for (const address of addresses) {
        const url = `${lang}${address}`;
        const response = await fetch(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {} });
        const html = await response.text();
        expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
        const file = path.join(folder, `${String(pages.size).padStart(3, '0')}.html`);
        await writeFile(file, html);
        pages.set(file, `${who} ${url} (${response.status})`);
      }
    }
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'polotno-vnu-'));
    const product = (
      await api<{ items: { id: number; colors: { id: number }[] }[] }>(
        'GET',
        '/api/products?inStock=true&limit=1',
        null,
      )
    ).items[0];
    if (!product) throw new Error('the demo catalogue has no product in stock');
    const phone = freshPhone();
    const registered = await registerCustomer(phone, 'Дильноза Швейная');
    const line = { productId: product.id, count: 1, color: product.colors[0]?.id ?? null };
    await api('POST', `/api/user/cart/${registered.id}`, registered.token, line);
    await api('POST', '/api/order', registered.token, { comment: 'vnu' }, { 'idempotency-key': `vnu-${phone}` });
    await api('POST', `/api/user/cart/${registered.id}`, registered.token, line);
    await api('POST', `/api/user/saved/${registered.id}/${product.id}`, registered.token);
    customer = await sessionCookie(phone, 'knit-and-purl-42');
    admin = await sessionCookie('79990000001', 'e2e-admin-password');

    const first = async (list: string) =>
      (await api<{ items: { id: number }[] }>('GET', `${list}?limit=1`, null)).items[0]?.id ?? 0;
    const [post, news, vacancy] = await Promise.all([first('/api/blog'), first('/api/news'), first('/api/vacancies')]);
    const orders = await api<{ items: { id: number }[] }>('GET', '/api/order?limit=1', await adminBearerToken());
    const order = orders.items[0]?.id;
    // Every page of the shop (lib/pages.ts), so a page added there is checked without editing this file.
    const ids: Record<string, string> = {
      product: String(product.id),
      blogItem: String(post),
      newsItem: String(news),
      vacancyItem: String(vacancy),
      // A well-formed invitation token no invitation has: the page says so (404) in the shop's frame.
      invite: 'A'.repeat(43),
    };
    const addresses = Object.entries(PAGES).map(([key, page]) =>
      page.path.replace(/:(\w+)/, () => {
        const id = ids[key];
        if (!id) throw new Error(`no real id for the page ${key} (${page.path}): add one to the html journey`);
        return id;
      }),
    );
    const admins = addresses.filter((address) => address.startsWith('/admin'));
    const cabinet = addresses.filter((address) => address === '/cabinet' || address.startsWith('/user'));
    const open = addresses.filter((address) => !admins.includes(address) && !cabinet.includes(address));
    await keep('visitor', null, [
      ...open,
      `/catalog?search=${encodeURIComponent('кулирка')}`,
      '/filter?inStock=true',
      '/no-such-page',
      '/?popup=login',
      `/product/${product.id}?popup=register`,
      '/catalog?popup=reset',
    ]);
    await keep('customer', customer, [...open, ...cabinet]);
    await keep('admin', admin, [
      ...admins,
      ...(order === undefined ? [] : [`/admin/orders?id=${order}`]),
      `/admin/products?edit=${product.id}`,
      '/admin/products?edit=new',
      '/admin/category?edit=new',
      '/admin/blog?edit=new',
    ]);
  });
  afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

  it('finds no error on any page, signed in or not, in either language', { timeout: 180_000 }, async () => {
    const messages = await vnu([...pages.keys()]);
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
        return `${pages.get(file) ?? file}:${message.lastLine ?? '?'} ${message.message} «${message.extract ?? ''}»`;
      });
    expect(pages.size).toBeGreaterThan(150);
    expect(errors).toEqual([]);
  });
});
