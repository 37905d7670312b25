/**
 * SQL of the rolls an order line holds: recording them with what was printed on them, letting go of them
 * (release, swap), and what the order's documents read. Status changes of the rolls themselves are
 * `moveRolls` in `rolls.repository.ts`.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, eq, inArray, isNull, sql } from '@polotno/db/orm';

const { rolls, orderLineRolls, orderLines, orders } = tables;

/** Records the rolls an order line holds, and sets the line's actual weight to their sum. */
export async function attachToLine(
  db: Db,
  lineId: number,
  held: readonly { rollId: number; number: string; lot: string; grams: number }[],
): Promise<void> {
  if (held.length > 0) await db.insert(orderLineRolls).values(held.map((roll) => ({ orderLineId: lineId, ...roll })));
  await setLineGrams(db, lineId);
}

/** The line's actual weight: the sum of the rolls it holds (or held, for a released line). */
export async function setLineGrams(db: Db, lineId: number): Promise<void> {
  await db.execute(sql`
    update order_lines set actual_grams = (
      select sum(grams)::int from order_line_rolls where order_line_id = ${lineId} and swapped_out_at is null
    ) where id = ${lineId}`);
}

export type LineRollRow = typeof orderLineRolls.$inferSelect;

/** The rolls of these lines (not those swapped out), by line id, by roll number. */
export async function findLineRolls(db: Db, lineIds: readonly number[]): Promise<Map<number, LineRollRow[]>> {
  const result = new Map<number, LineRollRow[]>();
  if (lineIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderLineRolls)
    .where(and(inArray(orderLineRolls.orderLineId, [...lineIds]), isNull(orderLineRolls.swappedOutAt)))
    .orderBy(asc(orderLineRolls.number));
  for (const row of rows) {
    const list = result.get(row.orderLineId) ?? [];
    list.push(row);
    result.set(row.orderLineId, list);
  }
  return result;
}

/** Lets go of every roll these lines hold; resolves with the roll ids (each roll once). */
export async function unholdLines(db: Db, lineIds: readonly number[]): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .update(orderLineRolls)
    .set({ held: false })
    .where(and(inArray(orderLineRolls.orderLineId, [...lineIds]), eq(orderLineRolls.held, true)))
    .returning({ rollId: orderLineRolls.rollId });
  return rows.flatMap((row) => (row.rollId === null ? [] : [row.rollId]));
}

/** Roll ids these lines hold now. */
export async function heldRollIds(db: Db, lineIds: readonly number[]): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({ rollId: orderLineRolls.rollId })
    .from(orderLineRolls)
    .where(and(inArray(orderLineRolls.orderLineId, [...lineIds]), eq(orderLineRolls.held, true)));
  return rows.flatMap((row) => (row.rollId === null ? [] : [row.rollId]));
}

/** Marks one roll of a line as swapped out (why), and no longer held. */
export async function swapOut(db: Db, lineId: number, rollId: number, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(orderLineRolls)
    .set({ held: false, swappedOutAt: now, swapReason: reason })
    .where(
      and(eq(orderLineRolls.orderLineId, lineId), eq(orderLineRolls.rollId, rollId), eq(orderLineRolls.held, true)),
    )
    .returning({ id: orderLineRolls.id });
  return rows.length === 1;
}

/** An order's status, locking its row until the transaction ends; null when there is none. */
export async function lockOrder(db: Db, id: number): Promise<{ id: number; status: string; userId: string } | null> {
  const result = (await db.execute(
    sql`select id, status, user_id as "userId" from orders where id = ${id} for update`,
  )) as unknown as { rows: { id: number; status: string; userId: string }[] };
  return result.rows[0] ?? null;
}

/** The line of `orderId` holding roll `rollId`, with the roll's product and colour. */
export async function findHeldRoll(
  db: Db,
  orderId: number,
  rollId: number,
): Promise<{ lineId: number; productId: number; colorId: number | null } | null> {
  const [row] = await db
    .select({ lineId: orderLines.id, productId: rolls.productId, colorId: rolls.colorId })
    .from(orderLineRolls)
    .innerJoin(orderLines, eq(orderLines.id, orderLineRolls.orderLineId))
    .innerJoin(rolls, eq(rolls.id, orderLineRolls.rollId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLineRolls.rollId, rollId), eq(orderLineRolls.held, true)));
  return row ?? null;
}

/** Marks an order as changed (its rolls were swapped). */
export async function touchOrder(db: Db, id: number, now: Date): Promise<void> {
  await db.update(orders).set({ updatedAt: now }).where(eq(orders.id, id));
}

/** The order a document is made for: owner, status, date and buyer. */
export async function findOrderHead(db: Db, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      companyId: orders.companyId,
      status: orders.status,
      createdAt: orders.createdAt,
      requisites: orders.requisites,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** An order's lines, in position order. */
export async function findOrderLines(db: Db, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** One roll swap of an order as stored: the roll that left (its line's record), who and the roll that came. */
export interface SwapRow {
  lineId: number;
  nameRu: string;
  nameUz: string;
  at: Date | string;
  reason: string;
  fromNumber: string;
  fromLot: string;
  fromGrams: number;
  byId: string | null;
  byName: string | null;
  toNumber: string | null;
  toLot: string | null;
  toGrams: number | null;
}

/**
 * An order's roll swaps, oldest first. The roll that left is the line's swapped-out record; who swapped it
 * is on its history event; the roll that came is the next event of the same order reserving a roll with the
 * same reason (a swap writes both events together, and swaps of one order run one at a time under its lock).
 */
export async function findSwaps(db: Db, orderId: number): Promise<SwapRow[]> {
  const result = (await db.execute(sql`
    select olr.order_line_id as "lineId", ol.name_ru as "nameRu", ol.name_uz as "nameUz",
           olr.swapped_out_at as "at", coalesce(olr.swap_reason, '') as "reason",
           olr.number as "fromNumber", olr.lot as "fromLot", olr.grams as "fromGrams",
           out_event.changed_by as "byId", u.name as "byName",
           to_roll.number as "toNumber", to_lot.number as "toLot", to_roll.grams as "toGrams"
      from order_line_rolls olr
      join order_lines ol on ol.id = olr.order_line_id
      left join lateral (
        select e.id, e.changed_by, e.reason from roll_events e
         where e.roll_id = olr.roll_id and e.order_id = ol.order_id and e.from_status = 'reserved'
           and e.to_status = 'available' and e.at = olr.swapped_out_at
         order by e.id desc limit 1) out_event on true
      left join lateral (
        select e.roll_id from roll_events e
         where e.order_id = ol.order_id and e.id > out_event.id and e.from_status = 'available'
           and e.to_status = 'reserved' and e.reason = out_event.reason
         order by e.id limit 1) in_event on true
      left join rolls to_roll on to_roll.id = in_event.roll_id
      left join roll_lots to_lot on to_lot.id = to_roll.lot_id
      left join users u on u.id = out_event.changed_by
     where ol.order_id = ${orderId} and olr.swapped_out_at is not null
     order by olr.swapped_out_at, olr.id`)) as unknown as { rows: SwapRow[] };
  return result.rows;
}
