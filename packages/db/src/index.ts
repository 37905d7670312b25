export * from './client.ts';
export * as tables from './schema/index.ts';
export * from './catalog-search.ts';
export * from './seed/catalog.ts';
export type { StoredCharacteristic, StoredImage } from './schema/catalog.ts';
