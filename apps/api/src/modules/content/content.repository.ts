import { tables, type Db } from '@polotno/db';
import { and, arrayOverlaps, asc, count, desc, eq, gte, isNull, lte, ne, or, sql, type SQL } from '@polotno/db/orm';

const { posts, vacancies, staff, promotions, infoPages } = tables;
export type PostRow = typeof posts.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type InfoPageRow = typeof infoPages.$inferSelect;

export interface Window {
  limit: number;
  offset: number;
}

/** A key of a row: its numeric id or its slug. */
export type IdOrSlug = { id: number } | { slug: string };

// ---- posts -----------------------------------------------------------------------------------------

const visiblePost = (kind: 'news' | 'blog') =>
  and(eq(posts.kind, kind), eq(posts.published, true), lte(posts.publishedAt, sql`now()`));

export async function listPublishedPosts(db: Db, kind: 'news' | 'blog', window: Window, tag?: string) {
  // A tag is looked up in both languages: an Uzbek page links its Uzbek tags (or the Russian ones it fell back to).
  const tagged = tag ? or(arrayOverlaps(posts.tags, [tag]), arrayOverlaps(posts.tagsUz, [tag])) : undefined;
  const where = and(visiblePost(kind), tagged);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(posts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPublishedPost(db: Db, kind: 'news' | 'blog', key: IdOrSlug): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(visiblePost(kind), 'id' in key ? eq(posts.id, key.id) : eq(posts.slug, key.slug)));
  return row ?? null;
}

/** Other published posts: those sharing a tag with `post` first (most shared first), then the newest. */
export async function findSuggestedPosts(db: Db, post: PostRow, limit: number): Promise<PostRow[]> {
  const newest = [desc(posts.publishedAt), desc(posts.id)];
  // A post without tags shares none: no sharing term at all (a bare `0` in ORDER BY would name a column position).
  const order = post.tags.length
    ? [
        desc(
          sql<number>`cardinality(array(select unnest(${posts.tags}) intersect select unnest(array[${sql.join(
            post.tags.map((tag) => sql`${tag}`),
            sql`, `,
          )}]::text[])))`,
        ),
        ...newest,
      ]
    : newest;
  return db
    .select()
    .from(posts)
    .where(and(visiblePost(post.kind), ne(posts.id, post.id)))
    .orderBy(...order)
    .limit(limit);
}

export async function listPosts(db: Db, kind: 'news' | 'blog', window: Window) {
  const where = eq(posts.kind, kind);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(posts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertPost(db: Db, row: typeof posts.$inferInsert): Promise<PostRow> {
  const [inserted] = await db.insert(posts).values(row).returning();
  return inserted!;
}

export async function updatePost(db: Db, kind: 'news' | 'blog', id: number, row: Partial<typeof posts.$inferInsert>) {
  const [updated] = await db
    .update(posts)
    .set({ ...row, updatedAt: new Date() })
    .where(and(eq(posts.kind, kind), eq(posts.id, id)))
    .returning();
  return updated ?? null;
}

export async function findPost(db: Db, kind: 'news' | 'blog', id: number): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.id, id)));
  return row ?? null;
}

export async function deletePost(db: Db, kind: 'news' | 'blog', id: number): Promise<boolean> {
  const deleted = await db
    .delete(posts)
    .where(and(eq(posts.kind, kind), eq(posts.id, id)))
    .returning({ id: posts.id });
  return deleted.length > 0;
}

// ---- vacancies -------------------------------------------------------------------------------------

const visibleVacancy = eq(vacancies.published, true);

export async function listVacancies(db: Db, window: Window, onlyPublished: boolean) {
  const where = onlyPublished ? visibleVacancy : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vacancies)
      .where(where)
      .orderBy(desc(vacancies.publishedAt), desc(vacancies.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(vacancies).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPublishedVacancy(db: Db, key: IdOrSlug): Promise<VacancyRow | null> {
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(visibleVacancy, 'id' in key ? eq(vacancies.id, key.id) : eq(vacancies.slug, key.slug)));
  return row ?? null;
}

export async function insertVacancy(db: Db, row: typeof vacancies.$inferInsert): Promise<VacancyRow> {
  const [inserted] = await db.insert(vacancies).values(row).returning();
  return inserted!;
}

export async function updateVacancy(db: Db, id: number, row: Partial<typeof vacancies.$inferInsert>) {
  const [updated] = await db
    .update(vacancies)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(vacancies.id, id))
    .returning();
  return updated ?? null;
}

export async function deleteVacancy(db: Db, id: number): Promise<boolean> {
  return (await db.delete(vacancies).where(eq(vacancies.id, id)).returning({ id: vacancies.id })).length > 0;
}

export async function findVacancy(db: Db, id: number): Promise<VacancyRow | null> {
  const [row] = await db.select().from(vacancies).where(eq(vacancies.id, id));
  return row ?? null;
}

// ---- staff -----------------------------------------------------------------------------------------

export async function listStaff(
  db: Db,
  window: Window,
  options: { onlyPublished: boolean; group?: 'leaders' | 'managers' },
) {
  const where = and(
    options.onlyPublished ? eq(staff.published, true) : undefined,
    options.group ? eq(staff.group, options.group) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(where)
      .orderBy(asc(staff.group), asc(staff.sortOrder), asc(staff.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(staff).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertStaff(db: Db, row: typeof staff.$inferInsert): Promise<StaffRow> {
  const [inserted] = await db.insert(staff).values(row).returning();
  return inserted!;
}

export async function updateStaff(db: Db, id: number, row: Partial<typeof staff.$inferInsert>) {
  const [updated] = await db
    .update(staff)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  return updated ?? null;
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}

export async function deleteStaff(db: Db, id: number): Promise<boolean> {
  return (await db.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id })).length > 0;
}

// ---- promotions ------------------------------------------------------------------------------------

/** Published and running now: started, and not yet ended. */
const currentPromotion = (): SQL | undefined =>
  and(
    eq(promotions.published, true),
    lte(promotions.validFrom, sql`now()`),
    or(isNull(promotions.validTo), gte(promotions.validTo, sql`now()`)),
  );

export async function listPromotions(db: Db, window: Window, onlyCurrent: boolean) {
  const where = onlyCurrent ? currentPromotion() : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.validFrom), desc(promotions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(promotions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findCurrentPromotion(db: Db, key: IdOrSlug): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(currentPromotion(), 'id' in key ? eq(promotions.id, key.id) : eq(promotions.slug, key.slug)));
  return row ?? null;
}

export async function insertPromotion(db: Db, row: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [inserted] = await db.insert(promotions).values(row).returning();
  return inserted!;
}

export async function updatePromotion(db: Db, id: number, row: Partial<typeof promotions.$inferInsert>) {
  const [updated] = await db
    .update(promotions)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return updated ?? null;
}

export async function findPromotion(db: Db, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

export async function deletePromotion(db: Db, id: number): Promise<boolean> {
  return (await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id })).length > 0;
}

// ---- information pages -----------------------------------------------------------------------------

export async function findPage(db: Db, slug: string): Promise<InfoPageRow | null> {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.slug, slug));
  return row ?? null;
}

export async function listPages(db: Db): Promise<InfoPageRow[]> {
  return db.select().from(infoPages).orderBy(asc(infoPages.slug));
}

export async function upsertPage(db: Db, row: typeof infoPages.$inferInsert): Promise<InfoPageRow> {
  const [saved] = await db
    .insert(infoPages)
    .values(row)
    .onConflictDoUpdate({
      target: infoPages.slug,
      set: {
        title: row.title,
        body: row.body,
        bodyHtml: row.bodyHtml,
        published: row.published,
        updatedAt: new Date(),
      },
    })
    .returning();
  return saved!;
}

/** True when no content of any kind exists yet (the demo seed runs only then). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const [pages] = await db.select({ value: count() }).from(infoPages);
  const [postCount] = await db.select({ value: count() }).from(posts);
  return (pages?.value ?? 0) === 0 && (postCount?.value ?? 0) === 0;
}
