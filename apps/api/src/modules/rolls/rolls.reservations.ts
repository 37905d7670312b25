/**
 * Rolls and orders. The orders service calls these inside its own transactions, after it has taken the
 * product rows' locks (in id order) with its stock update, so the rolls read here as available stay so until
 * the commit: a roll is reserved by one order line at a time however many checkouts race (and the partial
 * unique index on held rolls would refuse a second holder anyway). Releases and shipments move exactly the
 * rolls the lines hold, guarded by their status, so a cancel, an expiry or a delete returns them once.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  kgText,
  pickRolls,
  toKg,
  type AuthUser,
  type Lang,
  type OrderLineRoll,
  type OrderRollSwap,
  type PickableLot,
  type RollSwap,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import { columnIn } from '../../lib/localized.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { requireAccess } from '../companies/companies.module.ts';
import { renderPackingListPdf } from './rolls.packing-list-pdf.ts';
import * as lineSql from './rolls.lines.repository.ts';
import * as repository from './rolls.repository.ts';

/** A placed order line (its row) and how the customer wants its rolls picked (by the line's position). */
interface PlacedLine {
  id: number;
  position: number;
  productId: number | null;
  colorId: number | null;
  rolls: number;
  nameRu: string;
  nameUz: string;
}
interface LotWish {
  sameLot?: boolean | undefined;
  lot?: string | undefined;
}

/** The statuses at which a manager may still swap an order's rolls (before the invoice). */
const SWAPPABLE = ['new', 'confirmed'];

/** Available rolls grouped into lots, keeping their order (oldest lot first). */
function toLots(available: readonly repository.AvailableRoll[]): PickableLot[] {
  const lots = new Map<number, { lot: string; rollIds: number[] }>();
  for (const roll of available) {
    const lot = lots.get(roll.lotId) ?? { lot: roll.lot, rollIds: [] };
    lot.rollIds.push(roll.id);
    lots.set(roll.lotId, lot);
  }
  return [...lots.values()];
}

export interface RollReservationsDeps {
  db: Db;
  config: Config;
  /** Drops the catalogue's cached answers of these products (their `count` changed). */
  catalog: { changed(products?: readonly number[]): void };
  /** Where a manager's roll swap is recorded, in its transaction. */
  audit: Pick<AuditService, 'record'>;
}

export function createRollReservations(deps: RollReservationsDeps) {
  const { db, config, catalog, audit } = deps;

  /** Moves the rolls `lineIds` hold back to available (or on to shipped) and records why. */
  async function moveHeld(
    tx: Db,
    lineIds: readonly number[],
    to: 'available' | 'shipped',
    event: { orderId: number | null; by: string | null; reason: string; at: Date },
  ): Promise<number[]> {
    const rollIds =
      to === 'available' ? await lineSql.unholdLines(tx, lineIds) : await lineSql.heldRollIds(tx, lineIds);
    return returnRolls(tx, rollIds, to, event);
  }

  async function returnRolls(
    tx: Db,
    rollIds: readonly number[],
    to: 'available' | 'shipped',
    event: { orderId: number | null; by: string | null; reason: string; at: Date },
  ): Promise<number[]> {
    const moved = await repository.moveRolls(
      tx,
      rollIds,
      'reserved',
      to,
      to === 'available' ? null : undefined,
      event.at,
    );
    await repository.insertEvents(
      tx,
      moved.map((roll) => ({
        rollId: roll.id,
        fromStatus: 'reserved' as const,
        toStatus: to,
        orderId: event.orderId,
        changedBy: event.by,
        reason: event.reason,
        at: event.at,
      })),
    );
    return [...new Set(moved.map((roll) => roll.productId))];
  }

  /**
   * Rewrites the count of those products that track rolls. Run after an order gives its stock back: its
   * count-only lines (placed before the product's first lot) were added to `count` by the orders' own
   * return, which must not leave a tracked product's count above its available rolls.
   */
  async function syncTracked(tx: Db, lines: readonly { productId: number | null }[]): Promise<void> {
    const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
    await repository.syncCounts(tx, [...(await repository.trackingProducts(tx, ids))]);
  }

  return {
    /**
     * Fills the lines of products that track rolls with specific rolls, by lot (see `pickRolls`); count-only
     * lines are left alone. Any line that cannot be filled aborts with STOCK_SHORT listing every such line.
     */
    async reserveLines(
      tx: Db,
      orderId: number,
      placed: readonly PlacedLine[],
      wishes: readonly LotWish[],
      context: { by: string; lang: Lang; now: Date },
    ): Promise<void> {
      const { by: actorId, now } = context;
      const productIds = placed.flatMap((line) => (line.productId === null ? [] : [line.productId]));
      const tracking = await repository.trackingProducts(tx, productIds);
      const tracked = placed.flatMap((line) =>
        line.productId !== null && tracking.has(line.productId)
          ? [
              {
                lineId: line.id,
                productId: line.productId,
                colorId: line.colorId,
                rolls: line.rolls,
                name: columnIn(line, 'name', context.lang),
                sameLot: wishes[line.position]?.sameLot,
                lot: wishes[line.position]?.lot,
              },
            ]
          : [],
      );
      if (tracked.length === 0) return;
      await repository.lockProducts(
        tx,
        tracked.map((line) => line.productId),
      );
      const short: { productId: number; name: string; requested: number; available: number }[] = [];
      const picked: { line: (typeof tracked)[number]; rolls: repository.AvailableRoll[] }[] = [];
      for (const line of tracked) {
        const available = await repository.findAvailable(tx, line.productId, line.colorId);
        const ids = pickRolls(toLots(available), line.rolls, { sameLot: line.sameLot ?? true, lot: line.lot });
        if (ids === null) {
          const inLot = line.lot === undefined ? available : available.filter((roll) => roll.lot === line.lot);
          short.push({ productId: line.productId, name: line.name, requested: line.rolls, available: inLot.length });
          continue;
        }
        picked.push({
          line,
          rolls: ids.map((id) => available.find((roll) => roll.id === id) as repository.AvailableRoll),
        });
      }
      if (short.length > 0) throw new AppError('STOCK_SHORT', { details: { lines: short } });
      for (const { line, rolls } of picked) {
        const moved = await repository.moveRolls(
          tx,
          rolls.map((roll) => roll.id),
          'available',
          'reserved',
          line.lineId,
          now,
        );
        // Cannot happen under the product's lock; if it ever did, the transaction is refused whole.
        if (moved.length !== rolls.length) throw new AppError('STOCK_SHORT', { details: { lines: [] } });
        await lineSql.attachToLine(
          tx,
          line.lineId,
          rolls.map((roll) => ({ rollId: roll.id, number: roll.number, lot: roll.lot, grams: roll.grams })),
        );
        await repository.insertEvents(
          tx,
          rolls.map((roll) => ({
            rollId: roll.id,
            fromStatus: 'available' as const,
            toStatus: 'reserved' as const,
            orderId,
            changedBy: actorId,
            reason: `Заказ № ${orderId}`,
            at: now,
          })),
        );
      }
      await repository.syncCounts(
        tx,
        tracked.map((line) => line.productId),
      );
    },

    /**
     * A line holding rolls weighs what its rolls weigh: the same weight sent back (the weighing desk sends
     * every line) passes, another is refused with ORDER_LINE_WEIGHED_BY_ROLLS. Resolves with the ids of the
     * lines that hold rolls.
     */
    async requireRollWeights(
      tx: Db,
      lines: readonly { id: number; nameRu: string; nameUz: string; actualGrams: number | null }[],
      weights: readonly { id: number; actualWeightKg: number }[],
      lang: Lang,
    ): Promise<number[]> {
      const held = await lineSql.findLineRolls(
        tx,
        lines.map((line) => line.id),
      );
      for (const weight of weights) {
        // `actualWeightKg` has been read to grams by the request schema.
        const line = lines.find((candidate) => candidate.id === weight.id);
        if (!line || !held.has(line.id) || weight.actualWeightKg === line.actualGrams) continue;
        throw new AppError('ORDER_LINE_WEIGHED_BY_ROLLS', {
          params: { name: columnIn(line, 'name', lang), weight: kgText(line.actualGrams ?? 0) },
          details: { lineId: line.id },
        });
      }
      return [...held.keys()];
    },

    /** The order ended without a sale (cancelled, expired): the rolls its lines hold are available again. */
    async releaseLines(
      tx: Db,
      orderId: number,
      lines: readonly { id: number; productId: number | null }[],
      by: string | null,
      reason: string,
      at: Date,
    ): Promise<void> {
      const ids = lines.map((line) => line.id);
      await moveHeld(tx, ids, 'available', { orderId, by, reason, at });
      await syncTracked(tx, lines);
    },

    /** The order shipped: its rolls left the warehouse. */
    shipLines: (tx: Db, orderId: number, lineIds: readonly number[], by: string | null, at: Date) =>
      moveHeld(tx, lineIds, 'shipped', { orderId, by, reason: `Отгрузка заказа № ${orderId}`, at }),

    /** Roll ids these lines hold (read before the order is deleted). */
    heldRolls: (tx: Db, lineIds: readonly number[]) => lineSql.heldRollIds(tx, lineIds),

    /** Rolls of a deleted order (read before it went) back to available. */
    async returnDeleted(
      tx: Db,
      orderId: number,
      rollIds: readonly number[],
      lines: readonly { productId: number | null }[],
      at: Date,
    ): Promise<void> {
      await returnRolls(tx, rollIds, 'available', { orderId: null, by: null, reason: `Заказ № ${orderId} удалён`, at });
      await syncTracked(tx, lines);
    },

    /** The rolls of these lines in the API's shape (lines without rolls are absent). */
    async lineRolls(tx: Db, lineIds: readonly number[]): Promise<Map<number, OrderLineRoll[]>> {
      const rows = await lineSql.findLineRolls(tx, lineIds);
      return new Map(
        [...rows].map(([lineId, list]) => [
          lineId,
          list.map((roll) => ({ id: roll.rollId, number: roll.number, lot: roll.lot, weightKg: toKg(roll.grams) })),
        ]),
      );
    },

    /** Number, lot and grams of these lines' rolls, for documents. */
    documentRolls: (tx: Db, lineIds: readonly number[]) => lineSql.findLineRolls(tx, lineIds),

    /**
     * A manager replaces one roll of an order by an available roll of the same product and colour, before
     * the invoice; the reason is kept with the line and in both rolls' history, and the line's weight becomes
     * the new sum.
     */
    async swap(actor: AuthUser, orderId: number, input: RollSwap): Promise<void> {
      const now = config.now();
      const productId = await db.transaction(async (tx) => {
        const order = await lineSql.lockOrder(tx, orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        if (!SWAPPABLE.includes(order.status)) throw new AppError('ROLL_SWAP_LOCKED');
        const held = await lineSql.findHeldRoll(tx, orderId, input.from);
        if (!held) throw new AppError('ROLL_SWAP_INVALID');
        await repository.lockProducts(tx, [held.productId]);
        const {
          rows: [target],
        } = await repository.listRolls(tx, { ids: [input.to], limit: 1, offset: 0 });
        if (
          !target ||
          target.status !== 'available' ||
          target.productId !== held.productId ||
          target.colorId !== held.colorId
        ) {
          throw new AppError('ROLL_SWAP_INVALID');
        }
        await lineSql.swapOut(tx, held.lineId, input.from, input.reason, now);
        await repository.moveRolls(tx, [input.from], 'reserved', 'available', null, now);
        const taken = await repository.moveRolls(tx, [input.to], 'available', 'reserved', held.lineId, now);
        if (taken.length !== 1) throw new AppError('ROLL_SWAP_INVALID');
        await lineSql.attachToLine(tx, held.lineId, [
          { rollId: target.id, number: target.number, lot: target.lot, grams: target.grams },
        ]);
        const reason = `Замена в заказе № ${orderId}: ${input.reason}`;
        await repository.insertEvents(tx, [
          {
            rollId: input.from,
            fromStatus: 'reserved',
            toStatus: 'available',
            orderId,
            changedBy: actor.id,
            reason,
            at: now,
          },
          {
            rollId: input.to,
            fromStatus: 'available',
            toStatus: 'reserved',
            orderId,
            changedBy: actor.id,
            reason,
            at: now,
          },
        ]);
        await lineSql.touchOrder(tx, orderId, now);
        await repository.syncCounts(tx, [held.productId]);
        await audit.record(tx, {
          kind: 'order',
          id: orderId,
          action: 'roll_swap',
          before: { rollId: input.from },
          after: { rollId: target.id, number: target.number, lot: target.lot, reason: input.reason },
        });
        return held.productId;
      });
      catalog.changed([productId]);
    },

    /** The packing list of an order (its owner or an ADMIN). */
    /** An order's roll swaps, oldest first (the order desk shows them); ORDER_NOT_FOUND when there is no order. */
    async listSwaps(orderId: number, lang: Lang): Promise<OrderRollSwap[]> {
      if (!(await lineSql.findOrderHead(db, orderId))) throw new AppError('ORDER_NOT_FOUND');
      const swapped = (grams: number) => toKg(Number(grams));
      return (await lineSql.findSwaps(db, orderId)).map((row) => ({
        at: new Date(row.at).toISOString(),
        by: row.byId === null ? null : { id: row.byId, name: row.byName ?? '' },
        lineId: row.lineId,
        product: columnIn(row, 'name', lang),
        from: { number: row.fromNumber, lot: row.fromLot, weightKg: swapped(row.fromGrams) },
        to:
          row.toNumber === null || row.toLot === null || row.toGrams === null
            ? null
            : { number: row.toNumber, lot: row.toLot, weightKg: swapped(row.toGrams) },
        reason: row.reason,
      }));
    },

    async packingListPdf(actor: AuthUser, orderId: number): Promise<Buffer> {
      const order = await lineSql.findOrderHead(db, orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      requireAccess(actor, order, 'documents.read');
      const lines = await lineSql.findOrderLines(db, orderId);
      const rolls = await lineSql.findLineRolls(
        db,
        lines.map((line) => line.id),
      );
      return renderPackingListPdf({
        orderId,
        date: order.createdAt,
        seller: config.seller.name,
        buyer: order.requisites,
        lines: lines.map((line) => ({
          name: line.nameRu,
          color: line.colorRu,
          rolls: line.rolls,
          items: rolls.get(line.id) ?? [],
          grams: line.actualGrams,
        })),
      });
    },
  };
}

export type RollReservations = ReturnType<typeof createRollReservations>;
