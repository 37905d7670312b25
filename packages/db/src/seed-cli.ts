/**
 * `npm run seed [-- --products N]`: seeds the demo catalogue into the configured database
 * (`DATABASE_URL`, else the embedded PGlite under `$DATA_DIR/db`) when it has no catalogue yet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from './client.ts';
import { DataDirError } from './data-dir-lock.ts';
import { isCatalogEmpty, seedCatalog } from './seed/catalog.ts';
import { seedRolls } from './seed/rolls.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const wanted = values.products === undefined ? undefined : Number(values.products);
if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1 || wanted > 1_000_000)) {
  console.error('--products must be a whole number between 1 and 1000000');
  process.exit(1);
}

// This CLI runs outside the API, so it reads the two variables it needs itself (same defaults as the API's config).
const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const database = await createDb(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
).catch((error: unknown) => {
  // The running shop holds its PGlite directory: seed through it, or stop it first.
  if (!(error instanceof DataDirError)) throw error;
  console.error(`DATA_DIR ${dataDir} ${error.problem}`);
  process.exit(1);
});
try {
  if (!(await isCatalogEmpty(database.db))) {
    console.log('The catalogue is not empty: nothing seeded.');
  } else {
    const started = Date.now();
    const result = await seedCatalog(database.db, { products: wanted });
    const rolls = await seedRolls(database.db);
    console.log(
      `Seeded ${result.products} products in ${result.categories} categories and ${rolls} rolls in ${Date.now() - started} ms.`,
    );
  }
} finally {
  await database.close();
}
