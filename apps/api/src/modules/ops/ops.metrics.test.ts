import { randomBytes } from 'node:crypto';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, randomPhone, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';

const METRICS_TOKEN = randomBytes(24).toString('base64url');

describe('GET /api/metrics', () => {
  let t: TestApp;
  let buyer: TestUser;
  const call = callerOf(() => t);

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: METRICS_TOKEN });
    buyer = await createUser(t);
  });
  afterAll(() => t.close());

  /** The metrics as a Prometheus server reads them: families by name. */
  async function scrape() {
    const response = await t.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family]));
  }

  function sample(families: Awaited<ReturnType<typeof scrape>>, name: string, labels: Record<string, string> = {}) {
    const family = families.get(name);
    const found = family?.metrics.find((metric) =>
      Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
    );
    return found;
  }

  it('answers this machine, and a scraper elsewhere only with METRICS_TOKEN', async () => {
    expect((await t.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const away = await t.app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(away.statusCode).toBe(403);
    expect(away.json().code).toBe('FORBIDDEN');
    const wrong = await t.app.inject({
      url: '/api/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN.slice(1)}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const scraper = await t.app.inject({
      url: '/api/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraper.statusCode).toBe(200);
  });

  it('parses as Prometheus text and its counters move with the requests made', async () => {
    const before = await scrape();
    for (const family of ['polotno_http_requests_total', 'polotno_http_request_duration_seconds']) {
      expect(before.get(family)?.help).toBeTruthy();
    }
    expect(before.get('polotno_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const readyBefore = Number(
      sample(before, 'polotno_http_requests_total', { route: '/api/ready', status: '200' })?.value ?? 0,
    );
    const ordersBefore = Number(sample(before, 'polotno_orders_placed_total')?.value ?? 0);

    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
    const fabric = await createProduct(t, { count: 5 });
    const placed = await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] });
    expect(placed.statusCode).toBe(201);
    // A retry with the same key answers the same order: not a second order placed.
    const key = { 'idempotency-key': `metrics-${randomBytes(4).toString('hex')}` };
    expect(
      (await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] }, key)).statusCode,
    ).toBe(201);
    expect(
      (await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] }, key)).statusCode,
    ).toBe(200);
    // An SMS code sent: one SMS through the provider.
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/verification/send',
      payload: { phoneNumber: randomPhone(), purpose: 'register' },
    });
    expect(sms.statusCode).toBe(200);

    const after = await scrape();
    expect(Number(sample(after, 'polotno_http_requests_total', { route: '/api/ready', status: '200' })?.value)).toBe(
      readyBefore + 3,
    );
    expect(sample(after, 'polotno_http_requests_total', { route: 'unmatched', status: '404' })?.value).toBe('1');
    expect(Number(sample(after, 'polotno_orders_placed_total')?.value)).toBe(ordersBefore + 2);
    // The parser reads a histogram with labels as one (it follows prom2json's unlabelled shape), so the
    // latencies are read from the registry that wrote the text.
    const latency = await t.app.metrics.registry.getSingleMetric('polotno_http_request_duration_seconds')!.get();
    // A histogram's values name their series (`…_bucket`, `…_sum`, `…_count`).
    const ordered = (
      latency.values as { value: number; labels: Record<string, unknown>; metricName?: string }[]
    ).filter(
      (value) => value.labels.route === '/api/order' && value.labels.method === 'POST' && value.labels.status === '201',
    );
    expect(ordered.find((value) => value.metricName?.endsWith('_count'))?.value).toBe(2);
    expect(ordered.find((value) => value.metricName?.endsWith('_sum'))?.value).toBeGreaterThan(0);
    expect(ordered.find((value) => value.labels.le === '+Inf')?.value).toBe(2);
    expect(after.get('polotno_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(sample(after, 'polotno_sms_total', { result: 'sent' })?.value).toBe('1');
    expect(sample(after, 'polotno_sms_total', { result: 'failed' })).toBeUndefined();
    // Figures read from the database at the scrape, and Node's own.
    expect(after.get('polotno_outbox_messages')?.type).toBe('GAUGE');
    expect(after.get('polotno_catalog_imports')?.type).toBe('GAUGE');
    expect(after.get('process_resident_memory_bytes')).toBeDefined();
    if (t.database.engine === 'postgres') {
      expect(Number(sample(after, 'polotno_db_pool_connections', { state: 'max' })?.value)).toBeGreaterThan(0);
    }
  });
});
