export * from './client.ts';
export { DataDirError } from './data-dir-lock.ts';
export * as tables from './schema/index.ts';
export * from './catalog-search.ts';
export * from './seed/catalog.ts';
export * from './seed/rolls.ts';
export type { StoredCharacteristic, StoredImage } from './schema/catalog.ts';
