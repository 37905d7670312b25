import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from './client.ts';

// The rules of `catalog_search_query` (sql/functions/catalog_search_query.sql) against a word list small enough
// to reason about.
const WORDS = ['футер', 'начес', 'кулирка', 'пенье', 'интерлок', 'futer', 'kulirka', 'хлопок', '95'];

let database: Database;

async function searchQuery(plan: string[][][], minCorrected = 4): Promise<string | null> {
  const result = (await database.db.execute(
    sql`select catalog_search_query(${JSON.stringify(plan)}::jsonb, ${minCorrected}::int) as query`,
  )) as unknown as { rows: { query: string | null }[] };
  return result.rows[0]?.query ?? null;
}

beforeAll(async () => {
  database = await createDb({ kind: 'pglite' });
  for (const word of WORDS) await database.db.execute(sql`insert into search_words (word) values (${word})`);
});

afterAll(async () => {
  await database.close();
});

describe('catalog_search_query', () => {
  it('keeps the variants whose words the catalogue knows, as prefixes, in order', async () => {
    expect(await searchQuery([[['футер'], ['futer'], ['aenth']]])).toBe('((futer:*) | (футер:*))');
    expect(await searchQuery([[['фут']], [['нач']]])).toBe('((фут:*)) & ((нач:*))');
  });

  it('knows a word by its Russian stem', async () => {
    expect(await searchQuery([[['футеры']]])).toBe('((футеры:*))');
    expect(await searchQuery([[['футерами']]])).toBe('((футерами:*))');
  });

  it('drops a variant with one unknown word, and keeps the words of a known one together', async () => {
    expect(
      await searchQuery([
        [
          ['кулирка', 'пенье'],
          ['kulirka', 'pene'],
        ],
      ]),
    ).toBe('((кулирка:* & пенье:*))');
  });

  it('corrects typos only in a chunk with no known variant, from its unknown words', async () => {
    expect(await searchQuery([[['интерлк'], ['interlk']]])).toBe('((интерлок:*))');
    // `футер` is known, so `интерлк` in the same chunk is not corrected.
    expect(await searchQuery([[['интерлк'], ['футер']]])).toBe('((футер:*))');
  });

  it('does not correct short words or words with digits', async () => {
    expect(await searchQuery([[['интк']]], 5)).toBeNull();
    expect(await searchQuery([[['хлоп9к']]])).toBeNull();
    expect(await searchQuery([[['95']]])).toBe('((95:*))');
  });

  it('gives null when some chunk has nothing the catalogue knows', async () => {
    expect(await searchQuery([[['zzzz']]])).toBeNull();
    expect(await searchQuery([[['футер']], [['qqqqqq']]])).toBeNull();
    expect(await searchQuery([])).toBeNull();
  });
});
