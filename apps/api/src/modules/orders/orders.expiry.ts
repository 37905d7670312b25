/**
 * Expiry of unpaid invoices: once an invoice's reserve has passed, the order expires and its rolls go back
 * to stock. The module runs it on a schedule; every instance may, since each pass is one transaction whose
 * status-guarded UPDATE lets an order expire (and return its rolls) only once.
 */
import type { Db } from '@polotno/db';
import type { Config } from '../../config.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import type { RollReservations } from '../rolls/rolls.module.ts';
import * as repository from './orders.repository.ts';

export interface OrderExpiryDeps {
  db: Db;
  config: Config;
  /** The catalogue's cache, dropped after stock changes. */
  catalog: Pick<CatalogService, 'changed'>;
  rolls: Pick<RollReservations, 'releaseLines'>;
}

/** Expires every invoice whose reserve has passed and gives its rolls back; resolves with those orders' ids. */
export function createOrderExpiry(deps: OrderExpiryDeps): () => Promise<number[]> {
  const { db, config, catalog, rolls } = deps;

  /**
   * Expires every invoice whose reserve has passed and gives its rolls back, in one transaction. Safe when
   * several instances run it at once: the status-guarded UPDATE lets each order expire once.
   */
  return async function expireDue(): Promise<number[]> {
    const now = config.now();
    const expired = await db.transaction(async (tx) => {
      if (!(await repository.tryExpiryLock(tx))) return [];
      const rows = await repository.expireDueInvoices(tx, now);
      if (rows.length === 0) return [];
      const lines = await repository.findOrderLines(
        tx,
        rows.map((row) => row.id),
      );
      await repository.returnStock(tx, [...lines.values()].flat());
      for (const [orderId, orderLines] of lines) {
        await rolls.releaseLines(tx, orderId, orderLines, null, `Резерв истёк: заказ № ${orderId}`, now);
      }
      await repository.insertHistory(
        tx,
        rows.map((row) => ({
          orderId: row.id,
          fromStatus: 'invoiced' as const,
          toStatus: 'expired' as const,
          changedBy: null,
          at: now,
        })),
      );
      return rows.map((row) => row.id);
    });
    if (expired.length > 0) catalog.changed();
    return expired;
  };
}
