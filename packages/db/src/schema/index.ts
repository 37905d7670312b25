// The whole database schema, one file per capability; drizzle-kit reads this file to generate migrations.
export * from './meta.ts';
export * from './catalog.ts';
export * from './accounts.ts';
export * from './files.ts';
export * from './content.ts';
export * from './requests.ts';
export * from './favourites.ts';
export * from './cart.ts';
export * from './requisites.ts';
export * from './companies.ts';
export * from './company-members.ts';
export * from './orders.ts';
export * from './rolls.ts';
export * from './onec.ts';
export * from './telegram.ts';
export * from './audit.ts';
