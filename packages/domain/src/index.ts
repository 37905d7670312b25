export * from './errors.ts';
export * from './i18n.ts';
export * from './health.ts';
export * from './web-context.ts';
export * from './catalog/catalog.schema.ts';
export * from './catalog/search-text.ts';
export * from './accounts/accounts.schema.ts';
export * from './accounts/accounts.messages.ts';
