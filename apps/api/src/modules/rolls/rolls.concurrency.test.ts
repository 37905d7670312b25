/**
 * Rolls under concurrent checkouts, on the engine of this test project (PostgreSQL with a pool of 20
 * connections in the postgres project, where transactions truly interleave): no roll is ever held by two
 * order lines, no colour is oversold, and the product's count stays its available rolls.
 */
import { tables } from '@polotno/db';
import { and, eq, inArray, sql } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, stockOf } from '../../../test/orders-fixtures.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let buyers: TestUser[];

beforeAll(async () => {
  t = await createTestApp({ orderExpiryIntervalSeconds: 0 });
  admin = await createUser(t, { role: 'ADMIN' });
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

const weights = (count: number) => Array.from({ length: count }, (_, index) => 20 + (index % 50) / 10);

describe('concurrent checkouts of rolls', () => {
  it('never reserves a roll twice nor oversells: 400 checkouts on 2 colours and a count-only product', async () => {
    const fabric = await createProduct(t, { count: 0, colors: ['Белый', 'Чёрный'] });
    const [white, black] = fabric.colors.map((color) => color.id);
    // 100 rolls of each colour in 3 lots, so reservations cross lots.
    for (const [colorId, lots] of [
      [white, [40, 35, 25]],
      [black, [50, 30, 20]],
    ] as const) {
      for (const [index, count] of lots.entries()) {
        await receiveLot(t, admin, {
          productId: fabric.id,
          colorId: colorId ?? null,
          lot: `L${index}`,
          weights: weights(count),
        });
      }
    }
    const plain = await createProduct(t, { count: 100 });
    expect(await stockOf(t, fabric.id)).toBe(200);
    const deadlocksBefore = await deadlocks();

    // Deterministic mix: 1–3 rolls of white, 0–3 of black, 0–2 of the count-only product, lines in both orders.
    const requests = Array.from({ length: 400 }, (_, index) => {
      const lines: { productId: number; color?: string; count: number; sameLot?: boolean }[] = [
        { productId: fabric.id, color: 'Белый', count: 1 + (index % 3), sameLot: index % 5 !== 0 },
      ];
      if (index % 4 !== 0) lines.push({ productId: fabric.id, color: 'Чёрный', count: index % 4 });
      if (index % 3 !== 0) lines.push({ productId: plain.id, count: index % 3 });
      if (index % 2 === 0) lines.reverse();
      const buyer = buyers[index % buyers.length] as TestUser;
      return t.app.inject({ method: 'POST', url: '/api/order', headers: buyer.headers, payload: { lines } });
    });
    const responses = await Promise.all(requests);
    const statuses = new Map<number, number>();
    for (const response of responses) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect([...statuses.keys()].sort()).toEqual([201, 409]);

    const db = t.app.db;
    const { rolls, orderLineRolls, orderLines } = tables;
    // No roll held by two lines.
    const held = await db
      .select({ rollId: orderLineRolls.rollId })
      .from(orderLineRolls)
      .innerJoin(orderLines, eq(orderLines.id, orderLineRolls.orderLineId))
      .where(and(eq(orderLines.productId, fabric.id), eq(orderLineRolls.held, true)));
    const heldIds = held.map((row) => row.rollId);
    expect(new Set(heldIds).size).toBe(heldIds.length);
    // Every held roll is reserved, every reserved roll held, and lines hold what they ordered.
    const reserved = await db
      .select({ id: rolls.id })
      .from(rolls)
      .where(and(eq(rolls.productId, fabric.id), eq(rolls.status, 'reserved')));
    expect(reserved.map((row) => row.id).sort()).toEqual([...heldIds].sort());
    const placed = responses.filter((response) => response.statusCode === 201).map((response) => response.json());
    const orderedRolls = placed.reduce(
      (sum, order) =>
        sum +
        order.lines
          .filter((line: { productId: number }) => line.productId === fabric.id)
          .reduce((s: number, line: { count: number; rolls: unknown[] }) => {
            expect(line.rolls).toHaveLength(line.count);
            return s + line.count;
          }, 0),
      0,
    );
    expect(orderedRolls).toBe(heldIds.length);
    // Oversell 0: the count is the available rolls, never below zero.
    const available = await db
      .select({ id: rolls.id })
      .from(rolls)
      .where(and(eq(rolls.productId, fabric.id), eq(rolls.status, 'available')));
    expect(await stockOf(t, fabric.id)).toBe(available.length);
    expect(available.length + heldIds.length).toBe(200);
    // The count-only product kept its own guarantee alongside.
    const plainLines = await db
      .select({ rolls: orderLines.rolls })
      .from(orderLines)
      .where(inArray(orderLines.productId, [plain.id]));
    expect(100 - (await stockOf(t, plain.id))).toBe(plainLines.reduce((sum, line) => sum + line.rolls, 0));
    expect(await deadlocks()).toBe(deadlocksBefore);
    console.info(
      `[rolls] 400 checkouts: ${statuses.get(201)} placed, ${statuses.get(409)} short; rolls reserved ${heldIds.length}, ` +
        `left ${available.length}; rolls in two orders 0; oversell 0; deadlocks ${(await deadlocks()) - deadlocksBefore}`,
    );
  }, 180_000);

  it('gives the last roll of a colour to exactly one of 50 buyers', async () => {
    const fabric = await createProduct(t, { count: 0, colors: ['Белый'] });
    await receiveLot(t, admin, {
      productId: fabric.id,
      colorId: fabric.colors[0]?.id ?? null,
      lot: 'ONE',
      weights: [22],
    });
    const responses = await Promise.all(
      buyers.map((buyer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: buyer.headers,
          payload: { lines: [{ productId: fabric.id, color: 'Белый', count: 1 }] },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect(await stockOf(t, fabric.id)).toBe(0);
  }, 60_000);
});
