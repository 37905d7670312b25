/**
 * Demo rolls with dye lots: the six oldest shown products with two or more colours get 2–4 lots in each of
 * their first two colours, 3–8 rolls a lot, weights within the product's roll band (20–25 kg by default);
 * their `count` becomes their available rolls. The oldest products are chosen because listings show the
 * newest first: the count-and-weigh demo products a shopper meets first stay as they were. Deterministic.
 */
import { ROLL_MAX_GRAMS, ROLL_MIN_GRAMS } from '@polotno/domain/rolls/roll-band';
import { and, asc, count as countRows, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productColors, products } from '../schema/catalog.ts';
import { rollEvents, rollLots, rolls } from '../schema/rolls.ts';

/** How many demo products track rolls. */
export const DEMO_ROLL_PRODUCTS = 6;

/** Seeds demo rolls when there are none yet; returns how many rolls were created. */
export async function seedRolls(db: Db, options: { now?: Date } = {}): Promise<number> {
  const [existing] = await db.select({ n: countRows() }).from(rolls);
  if ((existing?.n ?? 0) > 0) return 0;
  const now = options.now ?? new Date();
  const day = 86_400_000;
  const chosen = await db
    .select({
      id: products.id,
      rollMinGrams: products.rollMinGrams,
      rollMaxGrams: products.rollMaxGrams,
      width: products.width,
    })
    .from(products)
    .where(
      and(
        eq(products.show, true),
        gte(sql`(select count(*) from product_colors c where c.product_id = ${products.id})`, 2),
      ),
    )
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(DEMO_ROLL_PRODUCTS);
  let made = 0;
  for (const [index, product] of chosen.entries()) {
    const min = product.rollMinGrams ?? ROLL_MIN_GRAMS;
    const max = product.rollMaxGrams ?? ROLL_MAX_GRAMS;
    const colors = await db
      .select({ id: productColors.id })
      .from(productColors)
      .where(eq(productColors.productId, product.id))
      .orderBy(asc(productColors.position), asc(productColors.id))
      .limit(2);
    for (const [colorIndex, color] of colors.entries()) {
      const lotCount = 2 + ((index + colorIndex) % 3);
      for (let lot = 0; lot < lotCount; lot += 1) {
        // Older lots first: received 60, 45, 30 … days ago; numbers like the dye house's (`2611`, `2702`).
        const receivedAt = new Date(now.getTime() - (60 - lot * 15) * day);
        const number = String(2600 + index * 37 + colorIndex * 11 + lot * 101);
        const [row] = await db
          .insert(rollLots)
          .values({ productId: product.id, colorId: color.id, number, receivedAt })
          .returning({ id: rollLots.id });
        if (!row) continue;
        const size = 3 + ((index * 5 + colorIndex * 3 + lot * 7) % 6);
        for (let roll = 0; roll < size; roll += 1) {
          // Spread over the band in 100 g steps, deterministic.
          const steps = Math.floor((max - min) / 100);
          const grams = min + 100 * ((index * 13 + colorIndex * 7 + lot * 5 + roll * 11) % (steps + 1));
          const [inserted] = await db
            .insert(rolls)
            .values({
              number: sql`lpad(nextval('roll_number_seq')::text, 6, '0')`,
              productId: product.id,
              colorId: color.id,
              lotId: row.id,
              grams,
              widthCm: product.width,
              status: 'available',
              receivedAt,
              updatedAt: receivedAt,
            })
            .returning({ id: rolls.id });
          if (!inserted) continue;
          await db.insert(rollEvents).values({
            rollId: inserted.id,
            toStatus: 'available',
            reason: `Приёмка партии ${number}`,
            at: receivedAt,
          });
          made += 1;
        }
      }
    }
    await db.execute(
      sql`update products set count = (select count(*)::int from rolls where product_id = ${product.id} and status = 'available') where id = ${product.id}`,
    );
  }
  return made;
}
