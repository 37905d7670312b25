/**
 * A fake WooCommerce store on 127.0.0.1 replaying the recorded fixtures with WooCommerce's own
 * pagination headers and error bodies; `mode` makes it fail, hang, refuse or answer garbage.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/woocommerce/${name}`, import.meta.url), 'utf8')) as unknown;

export type FakeWooMode = 'ok' | 'fail' | 'hang' | 'unauthorized' | 'garbage';

export interface FakeWoo {
  url: string;
  key: string;
  secret: string;
  mode: FakeWooMode;
  /** Items per page the store uses whatever `per_page` asks (to exercise `X-WP-TotalPages`). */
  pageSize: number;
  products: Record<'ru' | 'uz', unknown[]>;
  categories: Record<'ru' | 'uz', unknown[]>;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeWoo(): Promise<FakeWoo> {
  const state = {
    mode: 'ok' as FakeWooMode,
    pageSize: 100,
    products: { ru: fixture('products-ru.json') as unknown[], uz: fixture('products-uz.json') as unknown[] },
    categories: { ru: fixture('categories-ru.json') as unknown[], uz: fixture('categories-uz.json') as unknown[] },
    requests: [] as string[],
  };
  const key = 'ck_test_key';
  const secret = 'cs_test_secret';
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://store.test');
    state.requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (state.mode === 'fail')
      return json(500, { code: 'internal_server_error', message: 'Error', data: { status: 500 } });
    if (state.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>Maintenance</body></html>');
    }
    const expected = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    if (state.mode === 'unauthorized' || request.headers.authorization !== expected)
      return json(401, fixture('error-401.json'));
    const lang = url.searchParams.get('lang') === 'uz' ? 'uz' : 'ru';
    const page = Number(url.searchParams.get('page') ?? '1');
    let items: unknown[];
    if (url.pathname === '/wp-json/wc/v3/products') items = state.products[lang];
    else if (url.pathname === '/wp-json/wc/v3/products/categories') items = state.categories[lang];
    else
      return json(404, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    const totalPages = Math.max(1, Math.ceil(items.length / state.pageSize));
    json(200, items.slice((page - 1) * state.pageSize, page * state.pageSize), {
      'X-WP-Total': String(items.length),
      'X-WP-TotalPages': String(totalPages),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    key,
    secret,
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
