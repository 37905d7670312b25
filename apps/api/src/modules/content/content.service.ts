/**
 * Content rules: Uzbek falls back to Russian per field, bodies are rendered from Markdown and sanitised
 * on save and again when served, drafts and future-dated items stay hidden, expired promotions hide
 * themselves, and images must be stored public images. Writes are for ADMIN only.
 */
import {
  AppError,
  IMAGE_WIDTHS,
  type ContentImage,
  type Lang,
  type LocalizedText,
  type PageInput,
  type PageSlug,
  type PostInput,
  type PostKind,
  type PromotionInput,
  type StaffGroup,
  type StaffInput,
  type VacancyInput,
} from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import { picker } from '../../lib/localized.ts';
import { renderMarkdown, sanitizeServedHtml } from '../../lib/sanitize.ts';
import * as repository from './content.repository.ts';
import type { IdOrSlug, InfoPageRow, PostRow, PromotionRow, StaffRow, VacancyRow } from './content.repository.ts';

/** A content image by its catalogue image id: a 640 px WebP and a srcset over every generated width. */
export function contentImage(id: string | null): ContentImage | null {
  if (!id) return null;
  const base = `/api/images/${id}`;
  return {
    id,
    src: `${base}/640.webp`,
    srcset: IMAGE_WIDTHS.map((width) => `${base}/${width}.webp ${width}w`).join(', '),
    width: null,
    height: null,
  };
}

/** Throws IMAGE_NOT_FOUND unless every given id is an image of the catalogue's image pipeline. */
async function assertImages(app: FastifyInstance, ids: (string | null)[]): Promise<void> {
  for (const id of new Set(ids)) {
    if (id !== null && !(await app.catalog.findImage(id, 640))) throw new AppError('IMAGE_NOT_FOUND');
  }
}

function renderLocalized(body: LocalizedText): LocalizedText {
  return { ru: renderMarkdown(body.ru), uz: body.uz ? renderMarkdown(body.uz) : '' };
}

/** Served HTML is cleaned once more: rows may come from elsewhere than this service (seed, SQL). */
const servedHtml = sanitizeServedHtml;

export function parseIdOrSlug(value: string): IdOrSlug {
  return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value };
}

const window = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Unique-slug violations become SLUG_TAKEN; anything else passes through. */
async function uniqueSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code === '23505') throw new AppError('SLUG_TAKEN');
    throw error;
  }
}

function found<T>(row: T | null): T {
  if (row === null) throw new AppError('NOT_FOUND');
  return row;
}

// ---- posts -----------------------------------------------------------------------------------------

type PostText = 'title' | 'excerpt' | 'tags' | 'html';

/** A post's card in a list, in `lang`; `t` may already hold the article's body pick (see `postArticle`). */
function postSummary(row: PostRow, lang: Lang, t = picker<PostText>(lang)) {
  return {
    id: row.id,
    slug: row.slug,
    title: t.text('title', row.title),
    excerpt: t.text('excerpt', row.excerpt),
    cover: contentImage(row.coverId),
    tags: t.list('tags', { ru: row.tags, uz: row.tagsUz }),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    ...t.marker(),
  };
}

/** A post in full: its card and its served HTML. */
function postArticle(row: PostRow, lang: Lang) {
  const t = picker<PostText>(lang);
  const html = servedHtml(t.text('html', row.bodyHtml));
  return { ...postSummary(row, lang, t), html, lang };
}

function adminPost(row: PostRow) {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: contentImage(row.coverId),
    tags: row.tags,
    tagsUz: row.tagsUz,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPublishedPosts(
  app: FastifyInstance,
  kind: PostKind,
  query: { lang: Lang; page: number; limit: number; tag?: string },
) {
  const { rows, total } = await repository.listPublishedPosts(app.db, kind, window(query.page, query.limit), query.tag);
  return { items: rows.map((row) => postSummary(row, query.lang)), total, page: query.page, limit: query.limit };
}

export async function getPublishedPost(app: FastifyInstance, kind: PostKind, idOrSlug: string, lang: Lang) {
  const row = found(await repository.findPublishedPost(app.db, kind, parseIdOrSlug(idOrSlug)));
  return postArticle(row, lang);
}

/** A blog post with up to four suggestions: posts sharing its tags first, then the newest. */
export async function getBlogPost(app: FastifyInstance, idOrSlug: string, lang: Lang) {
  const row = found(await repository.findPublishedPost(app.db, 'blog', parseIdOrSlug(idOrSlug)));
  const suggestions = await repository.findSuggestedPosts(app.db, row, 4);
  return {
    ...postArticle(row, lang),
    suggestions: suggestions.map((item) => postSummary(item, lang)),
  };
}

export async function listPosts(app: FastifyInstance, kind: PostKind, page: number, limit: number) {
  const { rows, total } = await repository.listPosts(app.db, kind, window(page, limit));
  return { items: rows.map(adminPost), total, page, limit };
}

function postRow(kind: PostKind, input: PostInput) {
  return {
    kind,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    bodyHtml: renderLocalized(input.body),
    coverId: input.coverId,
    tags: [...new Set(input.tags)],
    tagsUz: [...new Set(input.tagsUz)],
    published: input.published,
    // Publishing without a date means "now"; a draft keeps whatever date was given.
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : input.published ? new Date() : null,
  };
}

export async function createPost(app: FastifyInstance, kind: PostKind, input: PostInput) {
  await assertImages(app, [input.coverId]);
  return adminPost(await uniqueSlug(repository.insertPost(app.db, postRow(kind, input))));
}

export async function updatePost(app: FastifyInstance, kind: PostKind, id: number, input: PostInput) {
  await assertImages(app, [input.coverId]);
  return adminPost(found(await uniqueSlug(repository.updatePost(app.db, kind, id, postRow(kind, input)))));
}

export async function deletePost(app: FastifyInstance, kind: PostKind, id: number): Promise<void> {
  if (!(await repository.deletePost(app.db, kind, id))) throw new AppError('NOT_FOUND');
}

// ---- vacancies -------------------------------------------------------------------------------------

type VacancyText = 'title' | 'summary' | 'salary' | 'location' | 'duties' | 'requirements' | 'offer';

/** A vacancy's card in a list, in `lang`; `t` may already hold the full vacancy's list picks. */
function vacancySummary(row: VacancyRow, lang: Lang, t = picker<VacancyText>(lang)) {
  return {
    id: row.id,
    slug: row.slug,
    title: t.text('title', row.title),
    summary: t.text('summary', row.summary),
    employmentType: row.employmentType as VacancyInput['employmentType'],
    salary: t.text('salary', row.salary),
    location: t.text('location', row.location),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    ...t.marker(),
  };
}

function adminVacancy(row: VacancyRow) {
  return {
    ...row,
    employmentType: row.employmentType as VacancyInput['employmentType'],
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPublishedVacancies(app: FastifyInstance, query: { lang: Lang; page: number; limit: number }) {
  const { rows, total } = await repository.listVacancies(app.db, window(query.page, query.limit), true);
  return { items: rows.map((row) => vacancySummary(row, query.lang)), total, page: query.page, limit: query.limit };
}

export async function getPublishedVacancy(app: FastifyInstance, idOrSlug: string, lang: Lang) {
  const row = found(await repository.findPublishedVacancy(app.db, parseIdOrSlug(idOrSlug)));
  const t = picker<VacancyText>(lang);
  const duties = t.list('duties', row.duties);
  const requirements = t.list('requirements', row.requirements);
  const offer = t.list('offer', row.offer);
  return { ...vacancySummary(row, lang, t), duties, requirements, offer, lang };
}

export async function listVacancies(app: FastifyInstance, page: number, limit: number) {
  const { rows, total } = await repository.listVacancies(app.db, window(page, limit), false);
  return { items: rows.map(adminVacancy), total, page, limit };
}

export async function createVacancy(app: FastifyInstance, input: VacancyInput) {
  const row = { ...input, publishedAt: input.published ? new Date() : null };
  return adminVacancy(await uniqueSlug(repository.insertVacancy(app.db, row)));
}

export async function updateVacancy(app: FastifyInstance, id: number, input: VacancyInput) {
  const existing = found(await repository.findVacancy(app.db, id));
  // The publication date is the first time it went public; unpublishing keeps it for the record.
  const publishedAt = existing.publishedAt ?? (input.published ? new Date() : null);
  return adminVacancy(found(await uniqueSlug(repository.updateVacancy(app.db, id, { ...input, publishedAt }))));
}

export async function deleteVacancy(app: FastifyInstance, id: number): Promise<void> {
  if (!(await repository.deleteVacancy(app.db, id))) throw new AppError('NOT_FOUND');
}

// ---- staff -----------------------------------------------------------------------------------------

export function staffMember(row: StaffRow, lang: Lang) {
  const t = picker<'name' | 'position'>(lang);
  return {
    id: row.id,
    name: t.text('name', row.name),
    position: t.text('position', row.position),
    photo: contentImage(row.photoId),
    phone: row.phone,
    email: row.email,
    group: row.group,
    ...t.marker(),
  };
}

function adminStaff(row: StaffRow) {
  return {
    ...row,
    photo: contentImage(row.photoId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPublishedStaff(
  app: FastifyInstance,
  query: { lang: Lang; page: number; limit: number; group?: StaffGroup },
) {
  const { rows, total } = await repository.listStaff(app.db, window(query.page, query.limit), {
    onlyPublished: true,
    group: query.group,
  });
  return { items: rows.map((row) => staffMember(row, query.lang)), total, page: query.page, limit: query.limit };
}

export async function listStaff(app: FastifyInstance, page: number, limit: number) {
  const { rows, total } = await repository.listStaff(app.db, window(page, limit), { onlyPublished: false });
  return { items: rows.map(adminStaff), total, page, limit };
}

export async function createStaff(app: FastifyInstance, input: StaffInput) {
  await assertImages(app, [input.photoId]);
  return adminStaff(await repository.insertStaff(app.db, input));
}

export async function updateStaff(app: FastifyInstance, id: number, input: StaffInput) {
  await assertImages(app, [input.photoId]);
  return adminStaff(found(await repository.updateStaff(app.db, id, input)));
}

export async function deleteStaff(app: FastifyInstance, id: number): Promise<void> {
  if (!(await repository.deleteStaff(app.db, id))) throw new AppError('NOT_FOUND');
}

// ---- promotions ------------------------------------------------------------------------------------

function promotion(row: PromotionRow, lang: Lang) {
  const t = picker<'title' | 'html'>(lang);
  return {
    id: row.id,
    slug: row.slug,
    title: t.text('title', row.title),
    html: servedHtml(t.text('html', row.bodyHtml)),
    image: contentImage(row.imageId),
    validFrom: row.validFrom.toISOString(),
    validTo: iso(row.validTo),
    ...t.marker(),
  };
}

function adminPromotion(row: PromotionRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    image: contentImage(row.imageId),
    validFrom: row.validFrom.toISOString(),
    validTo: iso(row.validTo),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function promotionRow(input: PromotionInput) {
  return {
    slug: input.slug,
    title: input.title,
    body: input.body,
    bodyHtml: renderLocalized(input.body),
    imageId: input.imageId,
    validFrom: new Date(input.validFrom),
    validTo: input.validTo ? new Date(input.validTo) : null,
    published: input.published,
  };
}

export async function listCurrentPromotions(app: FastifyInstance, query: { lang: Lang; page: number; limit: number }) {
  const { rows, total } = await repository.listPromotions(app.db, window(query.page, query.limit), true);
  return { items: rows.map((row) => promotion(row, query.lang)), total, page: query.page, limit: query.limit };
}

export async function getCurrentPromotion(app: FastifyInstance, idOrSlug: string, lang: Lang) {
  return promotion(found(await repository.findCurrentPromotion(app.db, parseIdOrSlug(idOrSlug))), lang);
}

export async function listPromotions(app: FastifyInstance, page: number, limit: number) {
  const { rows, total } = await repository.listPromotions(app.db, window(page, limit), false);
  return { items: rows.map(adminPromotion), total, page, limit };
}

export async function createPromotion(app: FastifyInstance, input: PromotionInput) {
  await assertImages(app, [input.imageId]);
  return adminPromotion(await uniqueSlug(repository.insertPromotion(app.db, promotionRow(input))));
}

export async function updatePromotion(app: FastifyInstance, id: number, input: PromotionInput) {
  await assertImages(app, [input.imageId]);
  return adminPromotion(found(await uniqueSlug(repository.updatePromotion(app.db, id, promotionRow(input)))));
}

export async function deletePromotion(app: FastifyInstance, id: number): Promise<void> {
  if (!(await repository.deletePromotion(app.db, id))) throw new AppError('NOT_FOUND');
}

// ---- information pages -----------------------------------------------------------------------------

function adminPage(row: InfoPageRow) {
  return {
    slug: row.slug as PageSlug,
    title: row.title,
    body: row.body,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A published information page; the contacts page also lists the managers. */
export async function getPage(app: FastifyInstance, slug: PageSlug, lang: Lang) {
  const row = await repository.findPage(app.db, slug);
  if (!row || !row.published) throw new AppError('NOT_FOUND');
  const t = picker<'title' | 'html'>(lang);
  const page = {
    slug,
    title: t.text('title', row.title),
    html: servedHtml(t.text('html', row.bodyHtml)),
    lang,
    updatedAt: row.updatedAt.toISOString(),
    ...t.marker(),
  };
  if (slug !== 'contacts') return page;
  const managers = await repository.listStaff(
    app.db,
    { limit: 100, offset: 0 },
    { onlyPublished: true, group: 'managers' },
  );
  return { ...page, managers: managers.rows.map((member) => staffMember(member, lang)) };
}

export async function listPages(app: FastifyInstance) {
  return (await repository.listPages(app.db)).map(adminPage);
}

export async function savePage(app: FastifyInstance, slug: PageSlug, input: PageInput) {
  const row = await repository.upsertPage(app.db, { slug, ...input, bodyHtml: renderLocalized(input.body) });
  return adminPage(row);
}
