/** SQL of favourites: the products a user saved. */
import { tables, type Db } from '@polotno/db';
import { and, desc, eq } from '@polotno/db/orm';

const { favourites, products } = tables;

/** Product ids a user saved, newest first. */
export async function listSaved(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((row) => row.productId);
}

/** Saves a product (again is a no-op). */
export async function addSaved(db: Db, userId: string, productId: number, now: Date): Promise<void> {
  await db.insert(favourites).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

/** Forgets a saved product (absent is a no-op). */
export async function removeSaved(db: Db, userId: string, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** Whether a product exists and is shown in the shop (only those can be saved). */
export async function isProductShown(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ show: products.show }).from(products).where(eq(products.id, productId));
  return row?.show === true;
}
