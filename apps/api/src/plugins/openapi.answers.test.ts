/**
 * Every answer against the document's own schema, with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 * The test walks the document: each GET operation is called with real ids of a shop that has a catalogue, a
 * customer with a cart, favourites, requisites, a file and a shipped order, rolls and content — anonymously,
 * as that customer and as an ADMIN. An operation that declares the shop's security (a bearer token or the
 * session cookie) must refuse the anonymous call with 401, any other must not; the customer or the ADMIN must
 * get a 2xx from every GET. Every request the file makes — the writes that build the shop too (placing,
 * changing and paying an order, the cart, requisites, uploads, content, lots) — is recorded as Fastify answered
 * it and checked: its status documented, its media type one the document names, a JSON body valid against that
 * status's schema. A new route is covered without editing this file; one whose path parameter this file has no
 * real value for fails here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KNITS } from '@polotno/domain';
import { tables } from '@polotno/db';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../test/auth.ts';
import { pdf } from '../../test/fixtures.ts';
import { createCompany, lastInvitationToken } from '../../test/companies-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';
import { BUYERS } from '../../test/requisites-fixtures.ts';
import { receiveLot } from '../../test/rolls-fixtures.ts';
import { seller } from '../../test/upd-fixtures.ts';
import { bootstrap } from '../bootstrap.ts';

const SELLER_EDO = '2BM-7701234560-770101001-201801010000000000001';
const BUYER_EDO = '2BM-7707083893-773601001-202001010000000000042';

interface MediaType {
  schema?: object;
}
interface Operation {
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Answer {
  method: string;
  route: string;
  status: number;
  type: string;
  body: unknown;
}

let t: TestApp;
let onecDir: string;
let customer: TestUser;
let admin: TestUser;
let paths: Record<string, Record<string, Operation>>;
let components: Record<string, object>;
const answers: Answer[] = [];
const call = callerOf(() => t);
/** The real ids the walk fills paths with, found or made in `beforeAll`. */
const real = {} as Record<
  | 'product'
  | 'rollProduct'
  | 'category'
  | 'order'
  | 'roll'
  | 'lot'
  | 'image'
  | 'file'
  | 'onecSession'
  | 'page'
  | 'company'
  | 'invitation',
  string
> &
  Record<'news' | 'blog' | 'vacancies' | 'promotions', string>;

/** The operation's path with real values for its parameters; throws for a parameter this file does not know. */
function realPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = realParam(path, name);
    if (value === undefined) throw new Error(`no real value for {${name}} in ${path}: add one to realParam`);
    return encodeURIComponent(value);
  });
}

function realParam(path: string, name: string): string | undefined {
  if (name === 'userId') return customer.id;
  if (path === '/api/order/{id}') return customer.id;
  if (path.startsWith('/api/order/{id}/')) return real.order;
  if (path.startsWith('/api/user/{id}')) return customer.id;
  if (path === '/api/product/{id}/lots') return real.rollProduct;
  if (/^\/api\/(products?|admin\/products)\/\{id\}/.test(path)) return real.product;
  if (path.startsWith('/api/admin/categories/{id}')) return real.category;
  if (path === '/api/rolls/{id}') return real.roll;
  if (path === '/api/files/{id}') return real.file;
  if (path === '/api/admin/onec/sessions/{id}') return real.onecSession;
  if (path === '/api/pages/{slug}') return real.page;
  if (path.startsWith('/api/admin/companies/{id}')) return real.company;
  if (path.startsWith('/api/invitations/{token}')) return real.invitation;
  const content = /^\/api\/(news|blog|vacancies|promotions)\/\{idOrSlug\}$/.exec(path)?.[1] as keyof typeof real;
  if (content) return real[content];
  // The picture of a colour the catalogue uses (the order's product is white): no other is drawn.
  if (path.startsWith('/api/images/')) {
    return { id: real.image, file: '320.webp', style: KNITS[0], hex: 'ffffff' }[name];
  }
  return undefined;
}

/** Query strings of GETs that need one; the rest are called bare. */
function realQuery(path: string): string {
  const query: Record<string, string> = {
    '/api/rolls/lots': `productId=${real.rollProduct}`,
    '/api/rolls/labels.pdf': `lotId=${real.lot}`,
    '/api/reconciliation.pdf': 'from=2026-01-01&to=2026-12-31',
    '/api/sitemap/products': 'part=1',
    '/api/products/suggest': `search=${encodeURIComponent('кулир')}`,
  };
  return query[path] ? `?${query[path]}` : '';
}

/** `schema` with the document's components it refers to (`#/components/schemas/Error`) put in their place. */
function inlined(schema: unknown): object {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (schema === null || typeof schema !== 'object') return schema as object;
  const ref = (schema as { $ref?: string }).$ref?.replace('#/components/schemas/', '');
  if (ref !== undefined) return inlined(components[ref]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value)]));
}

/** The documented path template a Fastify route answers at (`/api/order/:id` → `/api/order/{id}`). */
function template(route: string): string {
  return route.replace(/:(\w+)/g, '{$1}');
}

beforeAll(async () => {
  onecDir = await mkdtemp(join(tmpdir(), 'polotno-onec-'));
  t = await createTestApp(
    {
      seedDemo: true,
      orderExpiryIntervalSeconds: 0,
      seller: { ...seller, edoId: SELLER_EDO },
      // The 1C exchange on, so its endpoint is in the document too.
      onec: {
        login: '1c',
        password: 'exchange-password',
        priceType: null,
        fileLimit: 1_048_576,
        zip: false,
        quotaBytes: 10 * 1_048_576,
        keepDays: 7,
        rateLimitPerMinute: 100_000,
        dir: onecDir,
      },
    },
    (app) => {
      // Every answer, as Fastify sends it: the serialized JSON, or the file's bytes.
      app.addHook('onSend', async (request, reply, payload) => {
        const route = request.routeOptions.url;
        if (route?.startsWith('/api/') && !route.startsWith('/api/docs')) {
          answers.push({
            method: request.method.toLowerCase(),
            route: template(route),
            status: reply.statusCode,
            type: String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '',
            body: typeof payload === 'string' ? payload : null,
          });
        }
        return payload;
      });
    },
  );
  await bootstrap(t.app, () => {});
  const document = (await t.app.inject({ url: '/api/docs/json' })).json();
  paths = document.paths;
  components = document.components?.schemas ?? {};
  [customer, admin] = await Promise.all([
    createUser(t, { email: 'buyer@example.com' }),
    createUser(t, { role: 'ADMIN' }),
  ]);

  const listed = (await call(null, 'GET', '/api/products?limit=1')).json().items[0];
  real.product = String(listed.id);
  real.category = (await call(admin, 'GET', '/api/admin/categories')).json()[0].id;
  for (const kind of ['news', 'blog', 'vacancies', 'promotions'] as const) {
    real[kind] = String((await call(null, 'GET', `/api/${kind}`)).json().items[0].id);
  }
  real.page = (await call(admin, 'GET', '/api/admin/pages')).json()[0].slug;

  // A product of the customer's order, received as a lot of rolls.
  const created = await call(admin, 'POST', '/api/admin/products', {
    name: { ru: 'Кулирная гладь для проверки', uz: 'Tekshiruv uchun kulir' },
    art: 'KG-OPENAPI',
    price: 750.5,
    colors: [{ name: { ru: 'белый', uz: 'oq' }, hex: '#ffffff' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const product = created.json();
  real.rollProduct = String(product.id);
  const rolls = await receiveLot(t, admin, {
    productId: product.id,
    colorId: product.colors[0].id,
    lot: 'Л-1',
    weights: [21.4, 22.1, 23.05, 24.2],
  });
  real.roll = String(rolls[0]?.id);
  real.lot = String((await call(admin, 'GET', `/api/rolls/lots?productId=${product.id}`)).json()[0].id);
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#dde4f0' } })
    .png()
    .toBuffer();
  const image = multipart({}, { name: 'cloth.png', data: picture });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...admin.headers, ...image.headers },
    payload: image.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  real.image = uploaded.json().id;

  // The customer: favourites, requisites, a file, an order shipped and paid, and a cart for next time.
  await call(customer, 'POST', `/api/user/saved/${customer.id}/${product.id}`);
  await call(customer, 'PUT', `/api/user/${customer.id}/requisites`, { ...BUYERS.llc, edoId: BUYER_EDO });
  const file = multipart({}, { name: 'card.pdf', data: pdf() });
  real.file = (
    await t.app.inject({
      method: 'POST',
      url: `/api/user/${customer.id}/files`,
      headers: { ...customer.headers, ...file.headers },
      payload: file.payload,
    })
  ).json().id;
  const line = { productId: product.id, count: 2, color: product.colors[0].id };
  const cart = (await call(customer, 'POST', `/api/user/cart/${customer.id}`, line)).json();
  await call(customer, 'PUT', `/api/user/cart/${customer.id}/${cart.items[0].id}`, { ...line, count: 3 });
  const placed = await call(customer, 'POST', '/api/order', { comment: 'OpenAPI' }, { 'idempotency-key': 'openapi-1' });
  real.order = String(placed.json().id);
  await call(admin, 'PUT', `/api/order/${real.order}`, { status: 'confirmed' });
  const invoiced = (await call(admin, 'PUT', `/api/order/${real.order}`, { status: 'invoiced' })).json();
  await call(admin, 'POST', `/api/order/${real.order}/payments`, {
    paidOn: '2026-03-03',
    amount: invoiced.total,
    documentNumber: '381',
  });
  await call(admin, 'PUT', `/api/order/${real.order}`, { status: 'shipped' });
  await call(customer, 'POST', `/api/user/cart/${customer.id}`, { ...line, count: 1 });
  await call(null, 'POST', '/api/requests/feedback', {
    name: 'Дильноза',
    phone: '+79991234567',
    message: 'Есть ли рибана?',
  });

  // A 1C exchange session as `checkauth` records it (the exchange itself is off in this shop).
  const [session] = await t.app.db
    .insert(tables.onecSessions)
    .values({ type: 'catalog', tokenHash: 'openapi-test' })
    .returning({ id: tables.onecSessions.id });
  real.onecSession = String(session?.id);
  // A company with an invitation out. Its owner is the ADMIN's account, acting for it in this session: a
  // person may belong to a company whatever their role in the shop, and the customer's lists stay their own.
  real.company = await createCompany(t, admin, { inn: '7701234560' });
  await call(admin, 'PUT', '/api/companies/acting', { companyId: real.company });
  await call(admin, 'POST', '/api/company/invitations', { phone: '79990001122', role: 'buyer', orderLimit: 50_000 });
  real.invitation = await lastInvitationToken(t, '79990001122');

  // Every step of the making succeeded, so the walk has its real ids.
  expect(answers.filter((answer) => answer.status >= 400).map((answer) => `${answer.route} ${answer.body}`)).toEqual(
    [],
  );
});
afterAll(async () => {
  await t.close();
  await rm(onecDir, { recursive: true, force: true });
});

describe('answers against the OpenAPI document', () => {
  it('refuses an anonymous caller exactly where the document declares the shop’s security', async () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      const operation = item.get;
      if (!operation) continue;
      const response = await call(null, 'GET', `${realPath(path)}${realQuery(path)}`);
      // A bearer token or the session cookie; 1C's exchange refuses in its own protocol (200 `failure`).
      const secured = operation.security.some((scheme) => 'bearer' in scheme || 'session' in scheme);
      if (secured !== (response.statusCode === 401))
        wrong.push(`GET ${path}: ${response.statusCode}, security ${secured}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every GET to a customer or an ADMIN with a 2xx', async () => {
    const failed: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      if (!item.get) continue;
      const url = `${realPath(path)}${realQuery(path)}`;
      const statuses = [];
      for (const caller of [customer, admin]) statuses.push((await call(caller, 'GET', url)).statusCode);
      if (!statuses.some((status) => status >= 200 && status < 300)) failed.push(`GET ${url}: ${statuses.join(', ')}`);
    }
    expect(failed).toEqual([]);
  });

  it('finds every answer of this file valid against its operation’s schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const answer of answers) {
      const at = `${answer.method.toUpperCase()} ${answer.route} → ${answer.status}`;
      seen.add(`${answer.method} ${answer.route}`);
      const operation = paths[answer.route]?.[answer.method];
      if (!operation) {
        problems.push(`${at}: not in the document`);
        continue;
      }
      const documented =
        operation.responses[String(answer.status)] ?? operation.responses[`${String(answer.status)[0]}XX`];
      if (!documented) {
        problems.push(`${at}: status not documented`);
        continue;
      }
      if (!documented.content) {
        if (answer.body) problems.push(`${at}: a body where the document says none`);
        continue;
      }
      const media = documented.content[answer.type];
      if (!media) {
        problems.push(`${at}: ${answer.type} is none of ${Object.keys(documented.content).join(', ')}`);
        continue;
      }
      if (answer.type !== 'application/json' || answer.body === null) continue;
      const validate = ajv.compile(inlined(media.schema ?? {}));
      if (!validate(JSON.parse(answer.body as string))) {
        problems.push(`${at}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`.slice(0, 600));
      }
    }
    expect(problems).toEqual([]);

    // The schemas do judge: an order's history starts with `from: null`, which they admit, and a status they
    // do not know is refused.
    const history = answers.find(
      (answer) => answer.route === '/api/order/{id}' && answer.method === 'get' && answer.status === 200,
    );
    const orders = JSON.parse(String(history?.body)) as Array<{ status: string; history: Array<{ from: unknown }> }>;
    expect(orders[0]?.history[0]?.from).toBeNull();
    const schema = inlined(
      paths['/api/order/{id}']?.get?.responses['200']?.content?.['application/json']?.schema ?? {},
    );
    expect(ajv.validate(schema, orders)).toBe(true);
    expect(ajv.validate(schema, [{ ...orders[0], status: 'lost' }])).toBe(false);

    // The walk and the shop's making reached every GET and the main writes.
    const gets = Object.entries(paths).flatMap(([path, item]) => (item.get ? [`get ${path}`] : []));
    expect(gets.filter((operation) => !seen.has(operation))).toEqual([]);
    for (const write of [
      'post /api/admin/products',
      'post /api/rolls/lots',
      'post /api/admin/images',
      'post /api/user/saved/{userId}/{productId}',
      'put /api/user/{id}/requisites',
      'post /api/user/{id}/files',
      'post /api/user/cart/{userId}',
      'put /api/user/cart/{userId}/{itemId}',
      'post /api/order',
      'put /api/order/{id}',
      'post /api/order/{id}/payments',
      'post /api/requests/feedback',
      'post /api/auth/login',
    ]) {
      expect(seen, write).toContain(write);
    }
  });
});
