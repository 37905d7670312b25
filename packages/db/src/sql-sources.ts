/**
 * The current SQL of the database's functions, views and triggers: one file per object in
 * `sql/<kind>/<name>.sql` (kind: functions, views, triggers), each a single `CREATE OR REPLACE` statement.
 * Migrations are made from these files (`scripts/generate-sql-migration.ts`), never the other way round, and
 * `sql-sources.test.ts` checks that the migrations leave exactly these definitions in the database.
 *
 * Whether a file differs from the database is asked of PostgreSQL itself: the file is run on a database the
 * migrations made, and the object's definition as the server prints it (`pg_get_functiondef`,
 * `pg_get_viewdef`, `pg_get_triggerdef`) is compared before and after. So comments and layout outside a
 * function's body do not count; its body, arguments, result and options (volatility, `SET …`) do.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export const SQL_DIR = fileURLToPath(new URL('../sql', import.meta.url));

/** Order in which sources are applied: a view or trigger may use a function, a trigger never a view. */
export const SQL_KINDS = ['functions', 'views', 'triggers'] as const;
export type SqlKind = (typeof SQL_KINDS)[number];

export interface SqlSource {
  kind: SqlKind;
  /** The object's name, which is the file's name. */
  name: string;
  /** Relative to `packages/db`, e.g. `sql/functions/catalog_listing.sql`. */
  file: string;
  text: string;
}

const CREATES: Record<SqlKind, RegExp> = {
  functions: /^CREATE OR REPLACE FUNCTION (\w+)\s*\(/im,
  views: /^CREATE OR REPLACE VIEW (\w+)\s/im,
  triggers: /^CREATE OR REPLACE TRIGGER (\w+)\s/im,
};

/** Every source file, by kind (functions, views, triggers) and then name; throws on a misnamed file. */
export async function readSqlSources(dir = SQL_DIR): Promise<SqlSource[]> {
  const sources: SqlSource[] = [];
  for (const kind of SQL_KINDS) {
    const names = await readdir(path.join(dir, kind)).catch(() => [] as string[]);
    for (const fileName of names.filter((name) => name.endsWith('.sql')).sort()) {
      const file = `sql/${kind}/${fileName}`;
      const text = await readFile(path.join(dir, kind, fileName), 'utf8');
      const name = fileName.slice(0, -'.sql'.length);
      const created = CREATES[kind].exec(text)?.[1];
      if (created !== name) {
        throw new Error(
          `${file} must hold one "CREATE OR REPLACE ${kind.slice(0, -1).toUpperCase()} ${name}" statement`,
        );
      }
      sources.push({ kind, name, file, text });
    }
  }
  return sources;
}

/** One object in the database: `key` is `<kind>/<name>`, the source file that must define it. */
export interface SqlObject {
  key: string;
  /** Arguments of a function, table of a trigger: what tells objects of one name apart. */
  target: string;
  definition: string;
}

/**
 * The functions, views and triggers of the `public` schema as the server prints them, leaving out what
 * extensions (pg_trgm) bring.
 */
export async function readSqlObjects(db: Db): Promise<SqlObject[]> {
  const result = (await db.execute(sql`
    select 'functions/' || p.proname as key, pg_get_function_identity_arguments(p.oid) as target,
      pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select 'views/' || c.relname, '', pg_get_viewdef(c.oid)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'v'
      and not exists (select 1 from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select 'triggers/' || t.tgname, c.relname, pg_get_triggerdef(t.oid)
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by 1, 2
  `)) as unknown as { rows: SqlObject[] };
  return result.rows;
}

const printed = (objects: SqlObject[]) => JSON.stringify(objects);

export interface SqlComparison {
  /** Sources whose object the migrations leave different or do not make at all, in the order given. */
  changed: SqlSource[];
  /** Objects in the database (after the sources ran) that no source file defines, or defines twice over. */
  unsourced: SqlObject[];
}

/**
 * Runs every source on `db` (a database the migrations made, thrown away afterwards) and tells which of them
 * changed what the migrations left there, and which objects have no source file.
 */
export async function compareSqlSources(db: Db, sources: SqlSource[]): Promise<SqlComparison> {
  const changed: SqlSource[] = [];
  let before = printed(await readSqlObjects(db));
  for (const source of sources) {
    try {
      await db.execute(sql.raw(source.text));
    } catch (error) {
      // A function's new result type or a view's dropped column needs a DROP before the CREATE OR REPLACE.
      throw new Error(`${source.file} does not apply on top of the migrations: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const after = printed(await readSqlObjects(db));
    if (after !== before) changed.push(source);
    before = after;
  }
  const keys = new Set(sources.map((source) => `${source.kind}/${source.name}`));
  const objects = await readSqlObjects(db);
  const unsourced = objects.filter(
    // A function name with two argument lists (an overload, or a file whose arguments changed) is two objects
    // for one file: the old one needs a DROP.
    (object) => !keys.has(object.key) || objects.filter((other) => other.key === object.key).length > 1,
  );
  return { changed, unsourced };
}
