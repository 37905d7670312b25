export * from './client.ts';
export * as tables from './schema/index.ts';
