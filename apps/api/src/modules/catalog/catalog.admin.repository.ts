/**
 * SQL of catalogue editing (admins): products with their colours, categories, characteristic groups and
 * uploaded images. Writes use the query builder and refresh the search words of the products they touch.
 */
import { refreshCatalogSearch, tables, type Db } from '@polotno/db';
import { asc, eq, inArray } from '@polotno/db/orm';
import { AppError, type CharacteristicGroup } from '@polotno/domain';

const { products, productColors, categories, characteristicGroups, images } = tables;

export type ProductValues = typeof products.$inferInsert;
export type ColorValues = Omit<typeof productColors.$inferInsert, 'productId' | 'position'>;

export async function insertImage(db: Db, image: { id: string; width: number; height: number; bytes: number }) {
  await db.insert(images).values(image);
}

export async function findImages(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(images).where(inArray(images.id, ids));
}

/** Creates a product with its colours; returns its id. */
export async function insertProduct(db: Db, values: ProductValues, colors: ColorValues[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(values).returning({ id: products.id });
    const id = (row as { id: number }).id;
    if (colors.length > 0)
      await tx.insert(productColors).values(colors.map((c, position) => ({ ...c, productId: id, position })));
    await refreshCatalogSearch(tx as unknown as Db, [id]);
    return id;
  });
}

/** Updates the given fields; `colors` (when given) replaces the colour list. False when there is no such product. */
export async function updateProduct(
  db: Db,
  id: number,
  values: Partial<ProductValues>,
  colors: ColorValues[] | undefined,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) return false;
    if (colors) await replaceColors(tx as unknown as Db, id, colors, 'refuse');
    await refreshCatalogSearch(tx as unknown as Db, [id]);
    return true;
  });
}

/**
 * Makes `colors` the product's colour list. A colour keeps its id (and with it its cart lines and its
 * rolls) when a colour of the same Russian name stays; the others are added or removed. A colour that
 * still has rolls (real fabric in the warehouse) is never removed: an editor is refused with
 * COLOR_HAS_ROLLS, a WooCommerce import (`keep`) leaves it in place.
 */
export async function replaceColors(
  db: Db,
  productId: number,
  colors: readonly ColorValues[],
  holding: 'refuse' | 'keep',
): Promise<void> {
  const existing = await db
    .select({ id: productColors.id, nameRu: productColors.nameRu })
    .from(productColors)
    .where(eq(productColors.productId, productId));
  const free = new Map<string, number>();
  for (const color of existing) {
    const key = color.nameRu.trim().toLowerCase();
    if (!free.has(key)) free.set(key, color.id);
  }
  const kept: number[] = [];
  const added: (ColorValues & { productId: number; position: number })[] = [];
  for (const [position, color] of colors.entries()) {
    const key = color.nameRu.trim().toLowerCase();
    const id = free.get(key);
    if (id === undefined) {
      added.push({ ...color, productId, position });
      continue;
    }
    free.delete(key);
    kept.push(id);
    await db
      .update(productColors)
      .set({ ...color, position })
      .where(eq(productColors.id, id));
  }
  const gone = existing.filter((color) => !kept.includes(color.id)).map((color) => color.id);
  if (gone.length > 0) {
    const withRolls = await db
      .selectDistinct({ id: productColors.id, nameRu: productColors.nameRu })
      .from(productColors)
      .innerJoin(tables.rollLots, eq(tables.rollLots.colorId, productColors.id))
      .where(inArray(productColors.id, gone));
    const first = withRolls[0];
    if (first && holding === 'refuse') throw new AppError('COLOR_HAS_ROLLS', { params: { name: first.nameRu } });
    const removable = gone.filter((id) => !withRolls.some((color) => color.id === id));
    if (removable.length > 0) await db.delete(productColors).where(inArray(productColors.id, removable));
  }
  if (added.length > 0) await db.insert(productColors).values(added);
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(categories).values(values).onConflictDoNothing().returning({ id: categories.id });
  return inserted.length > 0;
}

export async function updateCategory(db: Db, id: string, values: Partial<typeof categories.$inferInsert>) {
  const updated = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return updated.length > 0;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return deleted.length > 0;
}

export async function findCharacteristicGroups(db: Db, categoryId: string) {
  return db
    .select()
    .from(characteristicGroups)
    .where(eq(characteristicGroups.categoryId, categoryId))
    .orderBy(asc(characteristicGroups.group), asc(characteristicGroups.position), asc(characteristicGroups.id));
}

/** Replaces the characteristic definitions of a category. */
export async function replaceCharacteristicGroups(
  db: Db,
  categoryId: string,
  groups: { group: CharacteristicGroup; key: string; nameRu: string; nameUz: string; position: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(characteristicGroups).where(eq(characteristicGroups.categoryId, categoryId));
    if (groups.length > 0) await tx.insert(characteristicGroups).values(groups.map((g) => ({ ...g, categoryId })));
  });
}
