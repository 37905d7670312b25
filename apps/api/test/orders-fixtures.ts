/** Catalogue rows for order tests, written straight into the real database with the real schema. */
import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import type { TestApp } from './helper.ts';

export interface TestProduct {
  id: number;
  colors: { id: number; nameRu: string; nameUz: string }[];
}

let serial = 0;

/** A product with `count` rolls at `priceKopecks` per kg and the given colour names (ru; uz gets a suffix). */
export async function createProduct(
  t: TestApp,
  options: {
    count?: number;
    priceKopecks?: number;
    colors?: string[];
    show?: boolean;
    name?: string;
    /** The product's own roll weight band, grams per roll; without it the shop's 20–25 kg. */
    rollBand?: { minGrams: number; maxGrams: number };
  } = {},
): Promise<TestProduct> {
  serial += 1;
  const name = options.name ?? `Кулирная гладь ${serial}`;
  const [product] = await t.app.db
    .insert(tables.products)
    .values({
      nameRu: name,
      nameUz: `${name} (uz)`,
      art: `KG-${serial}`,
      priceKopecks: options.priceKopecks ?? 75_050,
      count: options.count ?? 10,
      show: options.show ?? true,
      rollMinGrams: options.rollBand?.minGrams ?? null,
      rollMaxGrams: options.rollBand?.maxGrams ?? null,
    })
    .returning({ id: tables.products.id });
  if (!product) throw new Error('product not created');
  const colors = [];
  for (const [position, nameRu] of (options.colors ?? []).entries()) {
    const [color] = await t.app.db
      .insert(tables.productColors)
      .values({ productId: product.id, position, nameRu, nameUz: `${nameRu}-uz` })
      .returning({
        id: tables.productColors.id,
        nameRu: tables.productColors.nameRu,
        nameUz: tables.productColors.nameUz,
      });
    if (color) colors.push(color);
  }
  return { id: product.id, colors };
}

/** Rolls in stock of a product now. */
export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ count: tables.products.count })
    .from(tables.products)
    .where(eq(tables.products.id, productId));
  return row?.count ?? -1;
}

/** How many orders exist. */
export async function orderCount(t: TestApp): Promise<number> {
  return (await t.app.db.select({ id: tables.orders.id }).from(tables.orders)).length;
}

/** Changes catalogue fields of a product as a manager would. */
export async function updateProduct(
  t: TestApp,
  productId: number,
  set: { priceKopecks?: number; count?: number; show?: boolean },
): Promise<void> {
  await t.app.db.update(tables.products).set(set).where(eq(tables.products.id, productId));
}
