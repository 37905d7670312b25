import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../client.ts';
import { categories, characteristicGroups, productColors, products } from '../schema/catalog.ts';
import { DEMO_FABRICS } from './catalog-data.ts';
import { seedCatalog } from './catalog.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;

let database: Database;

beforeAll(async () => {
  database = await createDb({ kind: 'pglite' });
  // Two rounds of the demo fabrics, so the numbered copies the benchmark's large catalogue is made of are in.
  await seedCatalog(database.db, { products: DEMO_FABRICS.length * 2, now: new Date('2026-06-01T00:00:00Z') });
}, 120_000);

afterAll(async () => {
  await database.close();
});

/** Every `[ru, uz]` pair of a row whose Uzbek side is empty or written in Cyrillic. */
function untranslated(pairs: [string, string][]): [string, string][] {
  return pairs.filter(([ru, uz]) => ru !== '' && (uz === '' || CYRILLIC.test(uz)));
}

describe('the demo catalogue in Uzbek', () => {
  it('names every category and characteristic in Uzbek (Latin script)', async () => {
    const rows = [
      ...(await database.db.select().from(categories)),
      ...(await database.db.select().from(characteristicGroups)),
    ];
    expect(untranslated(rows.map((row) => [row.nameRu, row.nameUz]))).toEqual([]);
  });

  it('writes every product text, characteristic and colour in Uzbek (Latin script)', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBe(DEMO_FABRICS.length * 2);
    const pairs = rows.flatMap((row): [string, string][] => [
      [row.nameRu, row.nameUz],
      [row.descriptionRu, row.descriptionUz],
      [row.shortDescriptionRu, row.shortDescriptionUz],
      [row.canvasRu, row.canvasUz],
      [row.compositionRu, row.compositionUz],
      ...row.characteristics.flatMap((entry): [string, string][] => [
        [entry.name.ru, entry.name.uz],
        [entry.value.ru, entry.value.uz],
      ]),
    ]);
    expect(untranslated(pairs)).toEqual([]);
    const colors = await database.db.select().from(productColors);
    expect(untranslated(colors.map((color) => [color.nameRu, color.nameUz]))).toEqual([]);
  });

  it('writes the yarn of cotton-polyester and microfibre fabrics in Latin script', async () => {
    const values = (await database.db.select().from(products)).flatMap((row) =>
      row.characteristics.filter((entry) => entry.key === 'yarn').map((entry) => entry.value.uz),
    );
    expect(values).toContain('PE 30/1');
    expect(values).toContain('mikrofibra');
    expect(values).toContain('modal 40/1');
  });
});
