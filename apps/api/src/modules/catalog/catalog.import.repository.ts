/**
 * SQL of WooCommerce imports: a complete bilingual catalogue (as `woocommerce.mapper.ts` reads it) stored
 * in one transaction. The input types are the catalogue's: the WooCommerce module maps into them.
 */
import { refreshCatalogSearch, tables, type Db, type StoredCharacteristic, type StoredImage } from '@polotno/db';
import { and, eq, notInArray, or, sql, type AnyColumn } from '@polotno/db/orm';
import { replaceColors } from './catalog.admin.repository.ts';

const { products, productColors, categories } = tables;

/** A WooCommerce category in both languages, ready to store (`woocommerce.mapper.ts` makes them). */
export interface ImportedCategory {
  id: string;
  nameRu: string;
  nameUz: string;
  image: StoredImage | null;
  position: number;
  wooIdRu: number | null;
  wooIdUz: number | null;
}

/** A colour of an imported product: its names and pictures. */
export interface ImportedColor {
  nameRu: string;
  nameUz: string;
  images: StoredImage[];
}

/** A WooCommerce product in both languages, ready to store (`woocommerce.mapper.ts` makes them). */
export interface ImportedProduct {
  wooIdRu: number | null;
  wooIdUz: number | null;
  art: string;
  categoryId: string | null;
  nameRu: string;
  nameUz: string;
  descriptionRu: string;
  descriptionUz: string;
  shortDescriptionRu: string;
  shortDescriptionUz: string;
  type: string;
  priceKopecks: number;
  canvasRu: string;
  canvasUz: string;
  compositionRu: string;
  compositionUz: string;
  weight: number | null;
  width: number | null;
  characteristics: StoredCharacteristic[];
  colors: ImportedColor[];
  show: boolean;
  bestseller: boolean;
  recommended: boolean;
  latest: boolean;
  createdAt: Date;
}

const byWooIds = <T extends { wooIdRu: AnyColumn; wooIdUz: AnyColumn }>(
  table: T,
  ru: number | null,
  uz: number | null,
) => or(ru === null ? undefined : eq(table.wooIdRu, ru), uz === null ? undefined : eq(table.wooIdUz, uz)) ?? sql`false`;

/**
 * Stores a complete WooCommerce catalogue in one transaction: synced fields are overwritten, stock and
 * flags stay ours after the first import, products gone from WooCommerce are hidden (orders may refer to them).
 */
export async function applyWooCatalogue(
  db: Db,
  input: { categories: ImportedCategory[]; products: ImportedProduct[] },
) {
  return db.transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const category of input.categories) {
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(byWooIds(categories, category.wooIdRu, category.wooIdUz));
      const fields = {
        nameRu: category.nameRu || category.nameUz,
        nameUz: category.nameUz || category.nameRu,
        image: category.image,
        position: category.position,
        wooIdRu: category.wooIdRu,
        wooIdUz: category.wooIdUz,
        source: 'woocommerce' as const,
        updatedAt: new Date(),
      };
      if (existing) {
        await tx.update(categories).set(fields).where(eq(categories.id, existing.id));
        categoryIds.set(category.id, existing.id);
        continue;
      }
      const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, category.id));
      const id = taken ? `${category.id}-woo-${category.wooIdRu ?? category.wooIdUz}` : category.id;
      await tx.insert(categories).values({ id, ...fields });
      categoryIds.set(category.id, id);
    }

    const touched: number[] = [];
    for (const product of input.products) {
      const { colors, bestseller, recommended, latest, createdAt, ...synced } = product;
      const fields = {
        ...synced,
        categoryId: product.categoryId === null ? null : (categoryIds.get(product.categoryId) ?? null),
        source: 'woocommerce' as const,
        updatedAt: new Date(),
      };
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(byWooIds(products, product.wooIdRu, product.wooIdUz));
      let id: number;
      if (existing) {
        id = existing.id;
        await tx.update(products).set(fields).where(eq(products.id, id));
        await replaceColors(tx as unknown as Db, id, colors, 'keep');
      } else {
        const [inserted] = await tx
          .insert(products)
          .values({ ...fields, bestseller, recommended, latest, createdAt, count: 0 })
          .returning({ id: products.id });
        id = (inserted as { id: number }).id;
      }
      if (!existing && colors.length > 0) {
        await tx.insert(productColors).values(colors.map((color, position) => ({ productId: id, position, ...color })));
      }
      touched.push(id);
    }
    // Products that left WooCommerce stay for existing orders but are no longer shown.
    await tx
      .update(products)
      .set({ show: false, updatedAt: new Date() })
      .where(
        and(eq(products.source, 'woocommerce'), touched.length > 0 ? notInArray(products.id, touched) : undefined),
      );
    if (touched.length > 0) await refreshCatalogSearch(tx as unknown as Db, touched);
    return { products: touched.length, categories: categoryIds.size };
  });
}
