/**
 * Reads for the sitemap: address keys and times of last change only, never the content itself. Times are
 * formatted by the database as UTC ISO 8601 (`2025-05-01T09:30:00Z`), the form sitemaps take, so neither
 * driver's timestamp decoding is involved.
 */
import type { Db } from '@polotno/db';
import { sql, type SQL } from '@polotno/db/orm';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; drizzle's shared type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamptz expression as `YYYY-MM-DDTHH:MM:SSZ`. */
const iso = (expression: SQL) => sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// What a visitor can read: the same conditions as the public endpoints of the catalogue and content.
const visiblePost = (kind: 'news' | 'blog') => sql`kind = ${kind} and published and published_at <= now()`;

export interface LastChanges {
  products: string | null;
  news: string | null;
  blog: string | null;
  vacancies: string | null;
  staff: string | null;
  promotions: string | null;
}

/** When each kind of public content last changed, in one statement (`greatest` skips a null `published_at`). */
export async function findLastChanges(db: Db): Promise<LastChanges> {
  const [row] = await rows<LastChanges>(
    db,
    sql`select
      (select ${iso(sql`max(updated_at)`)} from products where show) as products,
      (select ${iso(sql`max(greatest(updated_at, published_at))`)} from posts where ${visiblePost('news')}) as news,
      (select ${iso(sql`max(greatest(updated_at, published_at))`)} from posts where ${visiblePost('blog')}) as blog,
      (select ${iso(sql`max(greatest(updated_at, published_at))`)} from vacancies where published) as vacancies,
      (select ${iso(sql`max(updated_at)`)} from staff where published) as staff,
      (select ${iso(sql`max(updated_at)`)} from promotions where published) as promotions`,
  );
  return row ?? { products: null, news: null, blog: null, vacancies: null, staff: null, promotions: null };
}

/** Published information pages. */
export function findInfoPages(db: Db): Promise<{ slug: string; lastmod: string }[]> {
  return rows(db, sql`select slug, ${iso(sql`updated_at`)} as lastmod from info_pages where published order by slug`);
}

/** Categories with at least one visible product; a category's listing changes with its products. */
export function findCategories(db: Db): Promise<{ id: string; lastmod: string }[]> {
  return rows(
    db,
    sql`select c.id, ${iso(sql`greatest(c.updated_at, max(p.updated_at))`)} as lastmod
      from categories c join products p on p.category_id = c.id and p.show
      group by c.id, c.position order by c.position, c.id`,
  );
}

/** Visible news items or blog posts, newest first. */
export function findPosts(db: Db, kind: 'news' | 'blog'): Promise<{ id: number; lastmod: string }[]> {
  return rows(
    db,
    sql`select id, ${iso(sql`greatest(updated_at, published_at)`)} as lastmod from posts
      where ${visiblePost(kind)} order by published_at desc, id desc`,
  );
}

/** Published vacancies, newest first. */
export function findVacancies(db: Db): Promise<{ id: number; lastmod: string }[]> {
  return rows(
    db,
    sql`select id, ${iso(sql`greatest(updated_at, published_at)`)} as lastmod from vacancies
      where published order by published_at desc nulls last, id desc`,
  );
}

/** Visible products cut into parts of `perPart` by id: each part's size and last change. */
export function findProductParts(db: Db, perPart: number): Promise<{ part: number; lastmod: string; count: number }[]> {
  return rows(
    db,
    sql`select part, ${iso(sql`max(updated_at)`)} as lastmod, count(*)::int as count
      from (select updated_at, ((row_number() over (order by id) - 1) / ${perPart} + 1)::int as part
            from products where show) numbered
      group by part order by part`,
  );
}

/** The visible products of one part (1-based), ordered by id. */
export function findProductsOfPart(db: Db, part: number, perPart: number): Promise<{ id: number; lastmod: string }[]> {
  return rows(
    db,
    sql`select id, ${iso(sql`updated_at`)} as lastmod from products where show
      order by id limit ${perPart} offset ${(part - 1) * perPart}`,
  );
}
