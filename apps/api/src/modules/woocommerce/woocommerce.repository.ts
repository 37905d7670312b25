/** The last WooCommerce sync's result, kept as one `app_meta` row (JSON) for the admin's status page. */
import { tables, type Db } from '@polotno/db';
import { eq } from '@polotno/db/orm';

const STATUS_KEY = 'woocommerce.sync';

/** The stored status JSON, or null before the first sync. */
export async function findSyncStatus(db: Db): Promise<string | null> {
  const [row] = await db.select().from(tables.appMeta).where(eq(tables.appMeta.key, STATUS_KEY));
  return row ? row.value : null;
}

/** Replaces the stored status JSON. */
export async function saveSyncStatus(db: Db, value: string): Promise<void> {
  await db
    .insert(tables.appMeta)
    .values({ key: STATUS_KEY, value })
    .onConflictDoUpdate({ target: tables.appMeta.key, set: { value, updatedAt: new Date() } });
}
