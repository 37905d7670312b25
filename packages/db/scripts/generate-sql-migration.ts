/**
 * Writes one custom migration holding every file of `sql/` whose object the migrations do not yet leave in
 * the database as the file defines it (changed or new), as its `CREATE OR REPLACE` statement; writes nothing
 * when they all match. Run after editing `sql/`:
 *
 *   npm run generate:sql -w @polotno/db [-- --name <change>]
 *
 * It applies the committed migrations to an in-memory PGlite and asks it (see `src/sql-sources.ts`), then
 * lets drizzle-kit make the migration file and its journal entry (`drizzle-kit generate --custom`).
 * An object that must go away (a removed file, a function whose arguments changed, a new result type) needs
 * a hand-written DROP first: the script says which and stops.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '../src/client.ts';
import { compareSqlSources, readSqlSources } from '../src/sql-sources.ts';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS = path.join(PACKAGE, 'migrations');

const { values } = parseArgs({ options: { name: { type: 'string' } } });

const sources = await readSqlSources();
const database = await createDb({ kind: 'pglite' });
const { changed, unsourced } = await compareSqlSources(database.db, sources).finally(() => database.close());

if (unsourced.length > 0) {
  console.error(
    [
      'These objects are in the database the migrations make, but no file of sql/ defines them (or one file',
      'defines two of one name):',
      ...unsourced.map((object) => `  ${object.key} (${object.target})`),
      'Restore the file, or drop the object in a custom migration first',
      '(`npx drizzle-kit generate --custom --name drop_<name>` in packages/db, then write the DROP), and run again.',
    ].join('\n'),
  );
  process.exit(1);
}

if (changed.length === 0) {
  console.log('sql/ is what the migrations leave in the database: no migration needed.');
  process.exit(0);
}

const name = values.name ?? `sql_${changed[0]!.name}`;
execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', name], { cwd: PACKAGE, stdio: 'inherit' });

const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tag = journal.entries.at(-1)!.tag;
const header = [
  '-- Made by `npm run generate:sql -w @polotno/db` from these files of packages/db/sql/, where the current',
  '-- definitions live (edit them there, not here):',
  ...changed.map((source) => `--   ${source.file}`),
].join('\n');
const statements = changed.map((source) => source.text.trim());
await writeFile(path.join(MIGRATIONS, `${tag}.sql`), `${header}\n${statements.join('\n--> statement-breakpoint\n')}\n`);
console.log(`migrations/${tag}.sql: ${changed.map((source) => source.file).join(', ')}`);
