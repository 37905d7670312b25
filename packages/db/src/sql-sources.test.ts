import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from './client.ts';
import { compareSqlSources, readSqlSources, type SqlComparison, type SqlSource } from './sql-sources.ts';

// `sql/` holds the current definition of every function, view and trigger; the migrations must leave
// exactly those in the database. When this fails: `npm run generate:sql -w @polotno/db` (README).

let database: Database;
let sources: SqlSource[];
let comparison: SqlComparison;

beforeAll(async () => {
  sources = await readSqlSources();
  database = await createDb({ kind: 'pglite' });
  comparison = await compareSqlSources(database.db, sources);
});

afterAll(async () => {
  await database.close();
});

describe('sql sources', () => {
  it('define the catalogue functions and triggers', () => {
    const files = sources.map((source) => source.file);
    expect(files).toContain('sql/functions/catalog_search_query.sql');
    expect(files).toContain('sql/functions/catalog_listing.sql');
    expect(files).toContain('sql/triggers/products_next_version.sql');
  });

  it('are what the migrations leave in the database', () => {
    expect(comparison.changed.map((source) => source.file)).toEqual([]);
  });

  it('cover every function, view and trigger the migrations make', () => {
    expect(comparison.unsourced.map((object) => `${object.key} (${object.target})`)).toEqual([]);
  });
});
