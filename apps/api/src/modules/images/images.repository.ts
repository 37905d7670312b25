/** SQL of the images capability: whether the catalogue uses a colour, so only its fabric pictures are drawn. */
import type { Db } from '@polotno/db';
import { sql } from '@polotno/db/orm';

/** True when a product colour or a category photo uses this swatch colour (`#rrggbb`). */
export async function isSwatchInUse(db: Db, hex: string): Promise<boolean> {
  // Both drivers answer raw SQL with `{ rows }`; drizzle's shared type does not say so.
  const result = (await db.execute(
    sql`select exists (select 1 from product_colors where hex = ${hex})
          or exists (select 1 from categories where image->>'kind' = 'swatch' and image->>'hex' = ${hex}) as used`,
  )) as unknown as { rows: { used: boolean }[] };
  return Boolean(result.rows[0]?.used);
}
