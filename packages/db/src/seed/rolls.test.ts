import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../client.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_ROLL_PRODUCTS, seedRolls } from './rolls.ts';

let database: Database;

beforeAll(async () => {
  database = await createDb({ kind: 'pglite' });
  await seedCatalog(database.db, { now: new Date('2026-06-01T00:00:00Z') });
}, 120_000);
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo rolls', () => {
  it('gives a few products 2–4 lots per colour of numbered rolls in band, and their count is the rolls', async () => {
    const made = await seedRolls(database.db, { now: new Date('2026-06-01T00:00:00Z') });
    expect(made).toBeGreaterThan(50);
    const lots = await rows<{ product_id: number; color_id: number; lots: number }>(
      sql`select product_id, color_id, count(*)::int as lots from roll_lots group by 1, 2`,
    );
    expect(new Set(lots.map((lot) => lot.product_id)).size).toBe(DEMO_ROLL_PRODUCTS);
    for (const lot of lots) expect(lot.lots).toBeGreaterThanOrEqual(2);
    for (const lot of lots) expect(lot.lots).toBeLessThanOrEqual(4);
    const [bad] = await rows<{ n: number }>(
      sql`select count(*)::int as n from rolls where grams < 20000 or grams > 25000 or number !~ '^[0-9]{6,}$'`,
    );
    expect(bad?.n).toBe(0);
    const mismatched = await rows<{ id: number }>(sql`
      select p.id from products p join (select product_id, count(*)::int as n from rolls where status = 'available' group by 1) r
        on r.product_id = p.id where p.count <> r.n`);
    expect(mismatched).toEqual([]);
    // Seeding again adds nothing.
    expect(await seedRolls(database.db)).toBe(0);
  });
});
