import { types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The parsers drizzle's PGlite driver hands PGlite with every query (`drizzle-orm/pglite/session.js`): date and
 * time values, and arrays of them and of numerics, reach drizzle as the text PostgreSQL sends, and drizzle
 * converts them itself. `createDb` gives them to the PGlite client once, so that each query's copy can be
 * dropped (`forDrizzle` in `client.ts`). drizzle keeps the list private; `drizzle-parsers.test.ts` holds this
 * copy to the installed drizzle-orm. (The array entries are overridden by PGlite's own array parsers, which
 * give arrays of text instead: drizzle's array columns take either.)
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, asText]),
);
