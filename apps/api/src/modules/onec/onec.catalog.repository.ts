/**
 * SQL of the 1C catalogue import: categories, products and colours found and written by their 1C ids,
 * the rolls a product holds (for comparing with 1C's stock) and the disagreements kept for the manager.
 * Every write here runs inside the importer's transaction of one batch.
 */
import { refreshCatalogSearch, tables, type Db } from '@polotno/db';
import { and, eq, inArray, isNotNull, sql } from '@polotno/db/orm';

const { products, productColors, categories, images, rollLots, rolls, onecStockDifferences } = tables;

export type StoredOnecProduct = NonNullable<(typeof products.$inferSelect)['onec']>;
export type ProductValues = typeof products.$inferInsert;

export interface OnecCategoryRow {
  id: string;
  onecId: string | null;
  nameRu: string;
  parentId: string | null;
  position: number;
}

export async function findCategoriesByOnecIds(db: Db, onecIds: readonly string[]): Promise<OnecCategoryRow[]> {
  if (onecIds.length === 0) return [];
  return db
    .select({
      id: categories.id,
      onecId: categories.onecId,
      nameRu: categories.nameRu,
      parentId: categories.parentId,
      position: categories.position,
    })
    .from(categories)
    .where(inArray(categories.onecId, [...onecIds]));
}

/** Slugs among `ids` that are already some category's. */
export async function takenCategoryIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function insertCategory(
  db: Db,
  values: { id: string; onecId: string; nameRu: string; parentId: string | null; position: number },
): Promise<void> {
  // The Uzbek name stays empty (it falls back to Russian) until someone translates it.
  await db.insert(categories).values({ ...values, nameUz: '' });
}

export async function updateCategory(
  db: Db,
  id: string,
  values: { nameRu: string; parentId: string | null; position: number },
): Promise<void> {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

/** The category ids of these 1C groups. */
export async function categoryIdsByOnecIds(db: Db, onecIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await findCategoriesByOnecIds(db, onecIds);
  return new Map(rows.flatMap((row) => (row.onecId ? [[row.onecId, row.id] as const] : [])));
}

export interface OnecProductRow {
  id: number;
  onecId: string;
  art: string;
  categoryId: string | null;
  nameRu: string;
  descriptionRu: string;
  unit: string;
  priceKopecks: number;
  count: number;
  compositionRu: string;
  canvasRu: string;
  weight: number | null;
  width: number | null;
  rollMaxGrams: number | null;
  characteristics: (typeof products.$inferSelect)['characteristics'];
  show: boolean;
  onec: StoredOnecProduct | null;
}

/**
 * The products of these 1C ids; with `lock`, locked for the transaction (an order's stock change or a
 * manager's edit waits for the batch instead of being lost in it).
 */
export async function findProductsByOnecIds(
  db: Db,
  onecIds: readonly string[],
  lock = true,
): Promise<OnecProductRow[]> {
  if (onecIds.length === 0) return [];
  const query = db
    .select({
      id: products.id,
      onecId: products.onecId,
      art: products.art,
      categoryId: products.categoryId,
      nameRu: products.nameRu,
      descriptionRu: products.descriptionRu,
      unit: products.unit,
      priceKopecks: products.priceKopecks,
      count: products.count,
      compositionRu: products.compositionRu,
      canvasRu: products.canvasRu,
      weight: products.weight,
      width: products.width,
      rollMaxGrams: products.rollMaxGrams,
      characteristics: products.characteristics,
      show: products.show,
      onec: products.onec,
    })
    .from(products)
    .where(inArray(products.onecId, [...onecIds]))
    .orderBy(products.id);
  return (lock ? await query.for('update') : await query) as OnecProductRow[];
}

export async function insertProducts(db: Db, values: ProductValues[]): Promise<{ id: number; onecId: string }[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(products).values(values).returning({ id: products.id, onecId: products.onecId });
  return rows as { id: number; onecId: string }[];
}

export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}

export interface OnecColorRow {
  id: number;
  productId: number;
  onecId: string | null;
  nameRu: string;
  images: (typeof productColors.$inferSelect)['images'];
  position: number;
}

export async function findColors(db: Db, productIds: readonly number[]): Promise<OnecColorRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      id: productColors.id,
      productId: productColors.productId,
      onecId: productColors.onecId,
      nameRu: productColors.nameRu,
      images: productColors.images,
      position: productColors.position,
    })
    .from(productColors)
    .where(inArray(productColors.productId, [...productIds]));
  return rows;
}

export async function insertColors(
  db: Db,
  values: { productId: number; onecId: string; nameRu: string; position: number; images: OnecColorRow['images'] }[],
): Promise<void> {
  if (values.length === 0) return;
  // As with products, the Uzbek name is left to the shop's translators.
  await db.insert(productColors).values(values.map((color) => ({ ...color, nameUz: '' })));
}

export async function updateColor(
  db: Db,
  id: number,
  values: { nameRu?: string; images?: OnecColorRow['images'] },
): Promise<void> {
  await db.update(productColors).set(values).where(eq(productColors.id, id));
}

export async function insertImage(db: Db, image: { id: string; width: number; height: number; bytes: number }) {
  await db.insert(images).values(image);
}

/** Available rolls (how many, and their grams) of those of these products that track rolls. */
export async function rollStock(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, { rolls: number; grams: number }>> {
  if (productIds.length === 0) return new Map();
  const tracking = await db
    .selectDistinct({ productId: rollLots.productId })
    .from(rollLots)
    .where(inArray(rollLots.productId, [...productIds]));
  const result = new Map(tracking.map((row) => [row.productId, { rolls: 0, grams: 0 }]));
  if (result.size === 0) return result;
  const available = await db
    .select({
      productId: rolls.productId,
      rolls: sql<number>`count(*)::int`,
      grams: sql<number>`coalesce(sum(${rolls.grams}), 0)::int`,
    })
    .from(rolls)
    .where(and(inArray(rolls.productId, [...result.keys()]), eq(rolls.status, 'available')))
    .groupBy(rolls.productId);
  for (const row of available) result.set(row.productId, { rolls: Number(row.rolls), grams: Number(row.grams) });
  return result;
}

export async function saveStockDifference(
  db: Db,
  difference: { productId: number; onecQuantity: number; onecUnit: string; shopRolls: number; shopGrams: number },
): Promise<void> {
  const values = { ...difference, onecQuantity: difference.onecQuantity.toFixed(3), seenAt: new Date() };
  await db
    .insert(onecStockDifferences)
    .values(values)
    .onConflictDoUpdate({ target: onecStockDifferences.productId, set: values });
}

export async function clearStockDifference(db: Db, productId: number): Promise<void> {
  await db.delete(onecStockDifferences).where(eq(onecStockDifferences.productId, productId));
}

/** Where 1C's stock and the shop's rolls disagree, as the last import found them (the admin lists these). */
export async function listStockDifferences(db: Db) {
  return db
    .select({
      productId: onecStockDifferences.productId,
      onecId: products.onecId,
      art: products.art,
      nameRu: products.nameRu,
      onecQuantity: onecStockDifferences.onecQuantity,
      onecUnit: onecStockDifferences.onecUnit,
      shopRolls: onecStockDifferences.shopRolls,
      shopGrams: onecStockDifferences.shopGrams,
      seenAt: onecStockDifferences.seenAt,
    })
    .from(onecStockDifferences)
    .innerJoin(products, eq(products.id, onecStockDifferences.productId))
    .orderBy(products.art);
}

/** The shown products that came from 1C: their ids and 1C ids. */
export async function shownOnecProducts(db: Db): Promise<{ id: number; onecId: string }[]> {
  const rows = await db
    .select({ id: products.id, onecId: products.onecId })
    .from(products)
    .where(and(isNotNull(products.onecId), eq(products.show, true)));
  return rows as { id: number; onecId: string }[];
}

export async function hideProducts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ show: false, updatedAt: new Date() })
    .where(inArray(products.id, [...ids]));
}

export async function refreshSearch(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await refreshCatalogSearch(db, ids);
}
