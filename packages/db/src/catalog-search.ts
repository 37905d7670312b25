/**
 * Keeps the catalogue's search data in step with its products: `products.search_text`, its Russian
 * full-text vector in `product_search`, and the trigram-indexed `search_words` used to correct typos.
 * Shared by the API's repository and the seed so both index a product the same way.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rebuilds the search text of the given products (all when `ids` is null) and adds their words to the word list. */
export async function refreshCatalogSearch(db: Db, ids: number[] | null): Promise<void> {
  const only = ids === null ? sql`true` : sql`p.id = any(${sql.raw(`'{${ids.map(Number).join(',')}}'::int[]`)})`;
  await db.execute(sql`
    update products p set search_text = concat_ws(' ',
      p.name_ru, p.name_uz, p.art, regexp_replace(p.art, '[^[:alnum:]]+', ' ', 'g'), p.composition_ru, p.composition_uz, p.canvas_ru, p.canvas_uz,
      (select string_agg(c.name_ru || ' ' || c.name_uz, ' ') from product_colors c where c.product_id = p.id))
    where ${only}`);
  await db.execute(sql`
    insert into product_search (product_id, vector)
    select p.id, to_tsvector('russian', p.search_text) from products p where ${only}
    on conflict (product_id) do update set vector = excluded.vector`);
  // Words are folded like queries are (lower case, ё → е); stale words are harmless, they just match nothing.
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from products p,
      regexp_split_to_table(translate(lower(p.search_text), 'ё', 'е'), '[^[:alnum:]]+') as w
    where ${only} and length(w) between 3 and 40
    on conflict do nothing`);
}
