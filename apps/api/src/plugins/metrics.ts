/**
 * The app's Prometheus registry (prom-client), one per app so test apps never share counters: every request
 * by route and status with its latency, and the counters the cross-cutting plugins move (page cache, SMS).
 * The ops module adds what it reads from the database at each scrape and serves `GET /api/metrics`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached page (under a millisecond) to the slowest answer worth telling apart. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  pageCache: Counter<'result'>;
  sms: Counter<'result'>;
  ordersPlaced: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** An answer slower than this is logged with its route (a client's timeout would otherwise leave no trace). */
const SLOW_ANSWER_SECONDS = 5;

/** The route whose 201 is an order placed (200 is a retry answered with the order it already placed). */
const PLACE_ORDER = 'POST /api/order';

export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'polotno_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'polotno_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const aborted = new Counter({
      name: 'polotno_http_requests_aborted_total',
      help: 'Requests whose client closed the connection before the answer (gave up, or timed out), by route',
      labelNames: ['method', 'route'],
      registers: [registry],
    });
    const ordersPlaced = new Counter({
      name: 'polotno_orders_placed_total',
      help: 'Orders placed through this process',
      registers: [registry],
    });
    app.decorate('metrics', {
      registry,
      pageCache: new Counter({
        name: 'polotno_page_cache_requests_total',
        help: 'Pages asked of the page cache, by result (hit: answered from it, miss: rendered)',
        labelNames: ['result'],
        registers: [registry],
      }),
      sms: new Counter({
        name: 'polotno_sms_total',
        help: 'SMS handed to the provider, by result (sent, failed)',
        labelNames: ['result'],
        registers: [registry],
      }),
      ordersPlaced,
    });

    app.addHook('onResponse', async (request, reply) => {
      // A path no route matched is one label, not one per address a scanner tries.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      const seconds = reply.elapsedTime / 1000;
      requests.inc(labels);
      latency.observe(labels, seconds);
      if (reply.statusCode === 201 && `${request.method} ${route}` === PLACE_ORDER) ordersPlaced.inc();
      if (seconds > SLOW_ANSWER_SECONDS) request.log.warn({ route, seconds }, 'slow answer');
    });
    app.addHook('onRequestAbort', async (request) => {
      const route = request.routeOptions.url ?? 'unmatched';
      aborted.inc({ method: request.method, route });
      request.log.warn({ route }, 'the client closed the connection before the answer');
    });
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics' },
);
