// The whole database schema, one file per capability; drizzle-kit reads this file to generate migrations.
export * from './meta.ts';
export * from './catalog.ts';
export * from './accounts.ts';
export * from './orders.ts';
