export * from './errors.ts';
export * from './i18n.ts';
export * from './health.ts';
export * from './web-context.ts';
export * from './files/files.schema.ts';
export * from './content/content.schema.ts';
export * from './requests/requests.schema.ts';
