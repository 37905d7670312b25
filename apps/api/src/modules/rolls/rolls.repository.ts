/**
 * SQL of rolls and dye lots. Status changes are single statements guarded by the status they expect
 * (`WHERE status = 'available'` to reserve, `'reserved'` to release or ship), run while the product's row is
 * locked, so a roll is reserved by one line at a time however many checkouts race; the partial unique index
 * `order_line_rolls_held_roll` says the same to the database. The product's `count` is recomputed from its
 * available rolls in the same transaction as every change.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from '@polotno/db/orm';
import type { RollStatus } from '@polotno/domain';

const { rolls, rollLots, rollEvents, orderLines, products, productColors, users } = tables;

export type RollEventInsert = typeof rollEvents.$inferInsert;

export interface RollProduct {
  id: number;
  nameRu: string;
  nameUz: string;
  show: boolean;
  width: number | null;
  rollMinGrams: number | null;
  rollMaxGrams: number | null;
  colors: { id: number; nameRu: string; nameUz: string }[];
}

/** A product with its colours, or null. */
export async function findProduct(db: Db, id: number): Promise<RollProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      nameRu: products.nameRu,
      nameUz: products.nameUz,
      show: products.show,
      width: products.width,
      rollMinGrams: products.rollMinGrams,
      rollMaxGrams: products.rollMaxGrams,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) return null;
  const colors = await db
    .select({ id: productColors.id, nameRu: productColors.nameRu, nameUz: productColors.nameUz })
    .from(productColors)
    .where(eq(productColors.productId, id))
    .orderBy(asc(productColors.position), asc(productColors.id));
  return { ...row, colors };
}

/** Locks the products' rows (in id order, the order every stock change takes them in). */
export async function lockProducts(db: Db, ids: readonly number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await db.execute(sql`select id from products where id = ${id} for update`);
  }
}

/** Which of these products have roll records. */
export async function trackingProducts(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .selectDistinct({ productId: rollLots.productId })
    .from(rollLots)
    .where(inArray(rollLots.productId, [...ids]));
  return new Set(found.map((row) => row.productId));
}

/**
 * Sets each product's `count` to its available rolls (and `restocked_at` when it comes back from zero).
 * `updated_at` stays: it names the product's cards, and stock is appended to them when read.
 */
export async function syncCounts(db: Db, productIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
    await db.execute(sql`
      update products set
        count = available.n,
        restocked_at = case when products.count = 0 and available.n > 0 then now() else products.restocked_at end
      from (select count(*)::int as n from rolls where product_id = ${id} and status = 'available') as available
      where products.id = ${id}`);
  }
}

/** Rolls of this lot number already received for the product and colour (0 when the lot is new). */
export async function countLotRolls(db: Db, productId: number, colorId: number | null, lot: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rolls)
    .innerJoin(rollLots, eq(rollLots.id, rolls.lotId))
    .where(and(eq(rollLots.productId, productId), colorIs(rollLots.colorId, colorId), eq(rollLots.number, lot)));
  return row?.n ?? 0;
}

const colorIs = (column: typeof rollLots.colorId | typeof rolls.colorId, colorId: number | null): SQL =>
  colorId === null ? isNull(column) : eq(column, colorId);

/** The lot's id, creating it on first receipt. */
export async function ensureLot(
  db: Db,
  lot: { productId: number; colorId: number | null; number: string; receivedBy: string; receivedAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(rollLots).values(lot).onConflictDoNothing().returning({ id: rollLots.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: rollLots.id })
    .from(rollLots)
    .where(
      and(
        eq(rollLots.productId, lot.productId),
        colorIs(rollLots.colorId, lot.colorId),
        eq(rollLots.number, lot.number),
      ),
    );
  if (!existing) throw new Error('lot vanished');
  return existing.id;
}

/** New available rolls of a lot, numbered from `roll_number_seq` in the given order; their ids in order. */
export async function insertRolls(
  db: Db,
  lot: { lotId: number; productId: number; colorId: number | null },
  items: readonly { grams: number; widthCm: number | null; grade: string | null; note: string | null }[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  // One statement per roll keeps the numbers in paste order (a multi-row insert does not promise it).
  for (const item of items) {
    const [row] = await db
      .insert(rolls)
      .values({
        ...lot,
        ...item,
        number: sql`lpad(nextval('roll_number_seq')::text, 6, '0')`,
        status: 'available',
        receivedAt: now,
        updatedAt: now,
      })
      .returning({ id: rolls.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/** Appends status changes of rolls. */
export async function insertEvents(db: Db, events: readonly RollEventInsert[]): Promise<void> {
  if (events.length > 0) await db.insert(rollEvents).values([...events]);
}

export interface AvailableRoll {
  id: number;
  number: string;
  grams: number;
  lot: string;
  lotId: number;
}

/** Available rolls of a product's colour, oldest lot first, by roll number within a lot. */
export async function findAvailable(db: Db, productId: number, colorId: number | null): Promise<AvailableRoll[]> {
  return db
    .select({ id: rolls.id, number: rolls.number, grams: rolls.grams, lot: rollLots.number, lotId: rollLots.id })
    .from(rolls)
    .innerJoin(rollLots, eq(rollLots.id, rolls.lotId))
    .where(and(eq(rolls.productId, productId), colorIs(rolls.colorId, colorId), eq(rolls.status, 'available')))
    .orderBy(asc(rollLots.receivedAt), asc(rollLots.id), asc(rolls.number));
}

/**
 * Moves rolls from `from` to `to`, with the line holding them (`undefined` keeps it); resolves with those that
 * were at `from`.
 */
export async function moveRolls(
  db: Db,
  ids: readonly number[],
  from: RollStatus,
  to: RollStatus,
  orderLineId: number | null | undefined,
  now: Date,
): Promise<{ id: number; productId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .update(rolls)
    .set(orderLineId === undefined ? { status: to, updatedAt: now } : { status: to, orderLineId, updatedAt: now })
    .where(and(inArray(rolls.id, [...ids]), eq(rolls.status, from)))
    .returning({ id: rolls.id, productId: rolls.productId });
}

// ---------------------------------------------------------------- reading rolls and lots

const rollColumns = {
  id: rolls.id,
  number: rolls.number,
  productId: rolls.productId,
  productRu: products.nameRu,
  productUz: products.nameUz,
  colorId: rolls.colorId,
  colorRu: productColors.nameRu,
  colorUz: productColors.nameUz,
  lotId: rolls.lotId,
  lot: rollLots.number,
  grams: rolls.grams,
  widthCm: rolls.widthCm,
  grade: rolls.grade,
  note: rolls.note,
  status: rolls.status,
  orderId: orderLines.orderId,
  receivedAt: rolls.receivedAt,
};

export interface RollRow {
  id: number;
  number: string;
  productId: number;
  productRu: string;
  productUz: string;
  colorId: number | null;
  colorRu: string | null;
  colorUz: string | null;
  lotId: number;
  lot: string;
  grams: number;
  widthCm: number | null;
  grade: string | null;
  note: string | null;
  status: RollStatus;
  orderId: number | null;
  receivedAt: Date;
}

export interface RollFilter {
  ids?: readonly number[] | undefined;
  productId?: number | undefined;
  colorId?: number | undefined;
  lotId?: number | undefined;
  status?: RollStatus | undefined;
  number?: string | undefined;
  limit: number;
  offset: number;
}

/** Rolls matching the filter (newest lot first, then by number) and their total. */
export async function listRolls(db: Db, filter: RollFilter): Promise<{ rows: RollRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(rolls.id, [...filter.ids]));
  if (filter.productId) conditions.push(eq(rolls.productId, filter.productId));
  if (filter.colorId) conditions.push(eq(rolls.colorId, filter.colorId));
  if (filter.lotId) conditions.push(eq(rolls.lotId, filter.lotId));
  if (filter.status) conditions.push(eq(rolls.status, filter.status));
  if (filter.number) conditions.push(eq(rolls.number, filter.number));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select(rollColumns)
    .from(rolls)
    .innerJoin(products, eq(products.id, rolls.productId))
    .innerJoin(rollLots, eq(rollLots.id, rolls.lotId))
    .leftJoin(productColors, eq(productColors.id, rolls.colorId))
    .leftJoin(orderLines, eq(orderLines.id, rolls.orderLineId))
    .where(where)
    .orderBy(desc(rollLots.receivedAt), desc(rollLots.id), asc(rolls.number))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ value: count() }).from(rolls).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A roll's status history, oldest first, with the names of who changed it. */
export async function findEvents(db: Db, rollId: number) {
  return db
    .select({
      from: rollEvents.fromStatus,
      to: rollEvents.toStatus,
      at: rollEvents.at,
      byId: rollEvents.changedBy,
      byName: users.name,
      reason: rollEvents.reason,
      orderId: rollEvents.orderId,
    })
    .from(rollEvents)
    .leftJoin(users, eq(users.id, rollEvents.changedBy))
    .where(eq(rollEvents.rollId, rollId))
    .orderBy(asc(rollEvents.id));
}

/** Sets grade, note or width of a roll. */
export async function updateRoll(
  db: Db,
  id: number,
  set: { grade?: string | null; note?: string | null; widthCm?: number | null; updatedAt: Date },
): Promise<void> {
  await db.update(rolls).set(set).where(eq(rolls.id, id));
}

export interface LotRow {
  id: number;
  productId: number;
  colorId: number | null;
  colorRu: string | null;
  colorUz: string | null;
  number: string;
  receivedAt: Date;
  available: number;
  reserved: number;
  shipped: number;
  writtenOff: number;
  minGrams: number | null;
  maxGrams: number | null;
}

/** Lots of a product (one colour, or one lot), oldest first, with their rolls counted by status. */
export async function listLots(
  db: Db,
  filter: { productId?: number; colorId?: number | undefined; lotId?: number },
): Promise<LotRow[]> {
  const conditions: SQL[] = [];
  if (filter.productId !== undefined) conditions.push(eq(rollLots.productId, filter.productId));
  if (filter.colorId !== undefined) conditions.push(eq(rollLots.colorId, filter.colorId));
  if (filter.lotId !== undefined) conditions.push(eq(rollLots.id, filter.lotId));
  const status = (value: RollStatus) => sql<number>`(count(*) filter (where ${rolls.status} = ${value}))::int`;
  const available = sql`${rolls.status} = 'available'`;
  return db
    .select({
      id: rollLots.id,
      productId: rollLots.productId,
      colorId: rollLots.colorId,
      colorRu: productColors.nameRu,
      colorUz: productColors.nameUz,
      number: rollLots.number,
      receivedAt: rollLots.receivedAt,
      available: status('available'),
      reserved: status('reserved'),
      shipped: status('shipped'),
      writtenOff: status('written_off'),
      minGrams: sql<number | null>`(min(${rolls.grams}) filter (where ${available}))::int`,
      maxGrams: sql<number | null>`(max(${rolls.grams}) filter (where ${available}))::int`,
    })
    .from(rollLots)
    .leftJoin(rolls, eq(rolls.lotId, rollLots.id))
    .leftJoin(productColors, eq(productColors.id, rollLots.colorId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .groupBy(rollLots.id, productColors.id)
    .orderBy(asc(rollLots.receivedAt), asc(rollLots.id));
}
