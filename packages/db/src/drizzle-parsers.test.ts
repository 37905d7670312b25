import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_PARSERS } from './drizzle-parsers.ts';

type Parsers = Record<number, (value: string) => unknown>;

// The parsers the installed drizzle-orm hands PGlite, read off its queries: a stand-in client records them.
async function drizzleParsers(): Promise<Parsers[]> {
  const seen: Parsers[] = [];
  const client = {
    query: async (_text: string, _params?: unknown[], options?: { parsers?: Parsers }) => {
      seen.push(options?.parsers ?? {});
      return { rows: [], fields: [], affectedRows: 0 };
    },
  };
  const db = drizzle({ client: client as unknown as PGlite });
  const things = pgTable('things', { id: integer('id') });
  await db.execute(sql`select 1`); // a raw query
  await db.select().from(things); // a query with fields, mapped by drizzle
  return seen;
}

const SAMPLE = `select timestamp '2026-01-02 03:04:05.678' as ts, timestamptz '2026-01-02 03:04:05.678+03' as tstz,
  interval '1 day 2 hours' as i, date '2026-01-02' as d, '{1.50,2}'::numeric[] as n,
  array[timestamp '2026-01-02 03:04:05'] as ta, array[timestamptz '2026-01-02 03:04:05+03'] as tza,
  array[interval '1 hour'] as ia, array[date '2026-01-02'] as da`;

describe('DRIZZLE_PARSERS', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create({ parsers: DRIZZLE_PARSERS });
  });

  afterAll(async () => {
    await client.close();
  });

  it('are the type ids drizzle-orm hands PGlite with every query', async () => {
    const seen = await drizzleParsers();
    expect(seen).toHaveLength(2);
    for (const parsers of seen) {
      expect(Object.keys(parsers).map(Number).sort()).toEqual(Object.keys(DRIZZLE_PARSERS).map(Number).sort());
    }
  });

  it('parse values as drizzle-orm does, so dropping its per-query copy changes none', async () => {
    const [parsers] = await drizzleParsers();
    const withDrizzles = (await client.query<Record<string, unknown>>(SAMPLE, [], { parsers })).rows[0]!;
    const withOurs = (await client.query<Record<string, unknown>>(SAMPLE)).rows[0]!;
    // Text as PostgreSQL sent it, for drizzle to convert.
    for (const scalar of ['ts', 'tstz', 'i', 'd']) expect(withOurs[scalar]).toBe(withDrizzles[scalar]);
    expect(withOurs.d).toBe('2026-01-02');
    // Arrays differ: PGlite sets a parser for every array type itself once it has started (`_initArrayTypes`),
    // over those given at creation, so they arrive as arrays of their elements' text instead of the array's
    // text. drizzle's array columns take either (PgArray.mapFromDriverValue); no column of the schema is one of these.
    expect(withDrizzles.n).toBe('{1.50,2}');
    expect(withOurs).toMatchObject({
      n: ['1.50', '2'],
      ta: ['2026-01-02 03:04:05'],
      tza: ['2026-01-02 00:04:05+00'],
      ia: ['01:00:00'],
      da: ['2026-01-02'],
    });
  });
});
