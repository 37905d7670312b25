// B0: our full API stack (logging, security headers, language, error handling) on GET /api/health
// against a bare Fastify hello-world, both in their own processes, same connections and duration.
import { compare, load, startBare, startShop, type BenchResult } from './lib.ts';

export default async function run(): Promise<BenchResult> {
  const shop = await startShop({ SEED_DEMO: 'false' });
  const bare = await startBare();
  try {
    const result = await compare(
      () => load(`${shop.url}/api/health`, { expect: '"ok"' }),
      () => load(`${bare.url}/`, { expect: 'world' }),
    );
    return {
      id: 'B0',
      title: 'GET /api/health ÷ bare Fastify hello-world (req/s)',
      figures: {
        'shop req/s': Math.round(result.a.rps),
        'bare req/s': Math.round(result.b.rps),
        'shop p99 ms': result.a.p99,
      },
      ratio: result.ratio,
      gate: '≥ 0.5',
      pass: result.ratio >= 0.5,
    };
  } finally {
    await shop.stop();
    await bare.stop();
  }
}
