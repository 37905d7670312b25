/**
 * Stock under concurrent checkouts, on the engine of this test project (PostgreSQL with a pool of 20
 * connections in the postgres project, where transactions truly interleave).
 */
import { tables } from '@polotno/db';
import { inArray, sql } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, stockOf } from '../../../test/orders-fixtures.ts';

let t: TestApp;
let buyers: TestUser[];

beforeAll(async () => {
  t = await createTestApp({ orderExpiryIntervalSeconds: 0 });
  buyers = [];
  // Sequential: account creation hashes passwords, which is deliberately slow.
  for (let index = 0; index < 50; index += 1) buyers.push(await createUser(t));
}, 240_000);
afterAll(() => t.close());

async function deadlocks(): Promise<number> {
  if (t.database.engine !== 'postgres') return 0;
  const result = (await t.app.db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** Rolls of these products sold in orders that still hold them. */
async function orderedRolls(productIds: number[]): Promise<number> {
  const rows = await t.app.db
    .select({ rolls: tables.orderLines.rolls })
    .from(tables.orderLines)
    .where(inArray(tables.orderLines.productId, productIds));
  return rows.reduce((sum, row) => sum + row.rolls, 0);
}

describe('concurrent checkouts', () => {
  it('never oversells: 400 checkouts on 2 products with 100 rolls each', async () => {
    const a = await createProduct(t, { count: 100 });
    const b = await createProduct(t, { count: 100 });
    const deadlocksBefore = await deadlocks();
    // Deterministic mix: 1–3 rolls of A, 0–3 of B, lines in both orders so locks would cross without sorting.
    const requests = Array.from({ length: 400 }, (_, index) => {
      const lines = [{ productId: a.id, count: 1 + (index % 3) }];
      if (index % 4 !== 0) lines.push({ productId: b.id, count: index % 4 });
      if (index % 2 === 0) lines.reverse();
      const buyer = buyers[index % buyers.length] as TestUser;
      return t.app.inject({ method: 'POST', url: '/api/order', headers: buyer.headers, payload: { lines } });
    });
    const responses = await Promise.all(requests);
    const statuses = new Map<number, number>();
    for (const response of responses) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect([...statuses.keys()].sort()).toEqual([201, 409]);
    const [stockA, stockB] = [await stockOf(t, a.id), await stockOf(t, b.id)];
    expect(stockA).toBeGreaterThanOrEqual(0);
    expect(stockB).toBeGreaterThanOrEqual(0);
    const sold = await orderedRolls([a.id, b.id]);
    expect(200 - stockA - stockB).toBe(sold);
    const placed = responses.filter((response) => response.statusCode === 201);
    const soldByAnswers = placed.reduce(
      (sum, response) => sum + response.json().lines.reduce((s: number, line: { count: number }) => s + line.count, 0),
      0,
    );
    expect(soldByAnswers).toBe(sold);
    expect(await deadlocks()).toBe(deadlocksBefore);
    console.info(
      `[orders] 400 checkouts: ${statuses.get(201)} placed, ${statuses.get(409)} short; stock left A=${stockA} B=${stockB}; ` +
        `sold ${sold} rolls; oversell 0; deadlocks ${(await deadlocks()) - deadlocksBefore}`,
    );
  }, 120_000);

  it('sells the last roll to exactly one of 50 buyers', async () => {
    const last = await createProduct(t, { count: 1 });
    const responses = await Promise.all(
      buyers.map((buyer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: buyer.headers,
          payload: { lines: [{ productId: last.id, count: 1 }] },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await orderedRolls([last.id])).toBe(1);
  }, 60_000);

  it('makes one order of ten simultaneous retries with the same Idempotency-Key', async () => {
    const fabric = await createProduct(t, { count: 50 });
    const buyer = buyers[0] as TestUser;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: { ...buyer.headers, 'idempotency-key': `same-${fabric.id}` },
          payload: { lines: [{ productId: fabric.id, count: 2 }] },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await stockOf(t, fabric.id)).toBe(48);
  }, 60_000);
});
