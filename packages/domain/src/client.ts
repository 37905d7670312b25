/**
 * What browser code may take from the domain: constants and pure functions that import no zod, so a page
 * ships none of the schemas (docs/decisions/006). The web imports `@polotno/domain/client` outside
 * `*.server.ts` files (lint enforces it); `client.test.ts` checks that nothing here reaches zod.
 */
export * from './i18n.ts';
export * from './accounts/accounts.constants.ts';
export * from './accounts/phone.ts';
export * from './catalog/catalog.constants.ts';
export * from './catalog/search-normalize.ts';
export * from './companies/companies.roles.ts';
export * from './content/content.constants.ts';
export * from './requests/requests.constants.ts';
export * from './orders/orders.constants.ts';
export * from './orders/order-status.ts';
export * from './requisites/customer-types.ts';
export * from './rolls/roll-band.ts';
export * from './rolls/rolls.constants.ts';
export * from './audit/audit.constants.ts';
