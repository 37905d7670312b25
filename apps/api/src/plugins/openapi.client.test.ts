/**
 * What an integrator builds on the document: a client generated from it with openapi-typescript (the types)
 * and openapi-fetch (the calls), compiled by TypeScript in strict mode and run against the shop over HTTP.
 * The client lists products and reads a customer's orders; the compiler checks each use of an answer against
 * the types the document gave it, and refuses a use the document does not allow.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { createProduct } from '../../test/orders-fixtures.ts';

// Inside the repository's node_modules (ignored by git), so the client resolves openapi-fetch as a project would.
const CACHE = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));

/** The integrator's code: two calls, each answer used as the generated types say it is. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function run(baseUrl: string, token: string, userId: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
  const products = await client.GET('/api/products', { params: { query: { limit: 5 } } });
  if (products.error) throw new Error(products.error.message);
  const first = products.data.items[0];
  const price: number | undefined = first?.price;
  const orders = await client.GET('/api/order/{id}', { params: { path: { id: userId } } });
  if (orders.error) throw new Error(orders.error.code);
  const order = orders.data[0];
  const status: 'new' | 'confirmed' | 'invoiced' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'expired' | undefined =
    order?.status;
  const from: string | null | undefined = order?.history[0]?.from;
  return { total: products.data.total, price, status, from, orderId: order?.id };
}
`;

/** A use the document does not allow: an order's status is one of its words, never a number. */
const WRONG = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function wrong(baseUrl: string, userId: string) {
  const client = createClient<paths>({ baseUrl });
  const orders = await client.GET('/api/order/{id}', { params: { path: { id: userId } } });
  const status: number | undefined = orders.data?.[0]?.status;
  return status;
}
`;

/** TypeScript's errors for `files`, strict, as a project with the repository's settings compiles them. */
function compile(files: string[]): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}

describe('a client generated from the document', () => {
  let t: TestApp;
  let customer: TestUser;
  let folder: string;
  let orderId: number;
  const call = callerOf(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    const product = await createProduct(t, { count: 5, colors: ['белый'] });
    const placed = await call(customer, 'POST', '/api/order', {
      lines: [{ productId: product.id, count: 1, color: product.colors[0]?.id }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().id;
    await mkdir(CACHE, { recursive: true });
    folder = await mkdtemp(path.join(CACHE, 'openapi-client-'));
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    await writeFile(path.join(folder, 'api.d.ts'), astToString(await openapiTS(document)));
    await writeFile(path.join(folder, 'client.ts'), CLIENT);
    await writeFile(path.join(folder, 'wrong.ts'), WRONG);
  });
  afterAll(async () => {
    await t?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('compiles, strict, with every answer used as the document types it', () => {
    expect(compile([path.join(folder, 'client.ts')])).toEqual([]);
  });

  it('refuses a use of an answer the document does not allow', () => {
    const errors = compile([path.join(folder, 'wrong.ts')]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/not assignable to type 'number'/);
  });

  it('lists products and reads the customer’s order from the running shop', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const output = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
    });
    const file = path.join(folder, 'client.mjs');
    await writeFile(file, output.outputText);
    const client = (await import(pathToFileURL(file).href)) as {
      run(baseUrl: string, token: string, userId: string): Promise<Record<string, unknown>>;
    };
    const token = customer.headers.authorization.replace('Bearer ', '');
    const answer = await client.run(address, token, customer.id);
    expect(answer).toMatchObject({ total: 1, price: 750.5, status: 'new', from: null, orderId });
  });
});
