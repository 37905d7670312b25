/**
 * What the parts of the content service share: their deps, content images, Markdown rendering and served
 * HTML, ids or slugs in URLs, the errors every write maps (missing row, taken slug, unknown image), and the
 * writes recorded in the audit trail.
 */
import type { Db } from '@polotno/db';
import { AppError, IMAGE_WIDTHS, type AuditKind, type ContentImage, type LocalizedText } from '@polotno/domain';
import { renderMarkdown, sanitizeServedHtml } from '../../lib/sanitize.ts';
import type { AuditService } from '../audit/audit.module.ts';
import type { IdOrSlug } from './content.repository.ts';

/** What every part of the content service is built with. */
export interface ContentDeps {
  db: Db;
  /** The image store: covers, photos and promotion images are its uploaded images (640 px must exist). */
  images: { findImage(id: string, width: number): Promise<unknown> };
  /** Where every ADMIN write is recorded, in its transaction. */
  audit: Pick<AuditService, 'record'>;
}

/** A content image by its uploaded image id: a 640 px WebP and a srcset over every generated width. */
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

/** Throws IMAGE_NOT_FOUND unless every given id is an uploaded image of the images module. */
export async function assertImages(deps: ContentDeps, ids: (string | null)[]): Promise<void> {
  for (const id of new Set(ids)) {
    if (id !== null && !(await deps.images.findImage(id, 640))) throw new AppError('IMAGE_NOT_FOUND');
  }
}

/** Both languages of a Markdown body as sanitised HTML (an empty Uzbek body stays empty). */
export function renderLocalized(body: LocalizedText): LocalizedText {
  return { ru: renderMarkdown(body.ru), uz: body.uz ? renderMarkdown(body.uz) : '' };
}

/** Served HTML is cleaned once more: rows may come from elsewhere than this service (seed, SQL). */
export const servedHtml = sanitizeServedHtml;

/** A URL's `idOrSlug`: digits are an id, anything else a slug. */
export function parseIdOrSlug(value: string): IdOrSlug {
  return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value };
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Unique-slug violations become SLUG_TAKEN; anything else passes through. */
export async function uniqueSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code === '23505') throw new AppError('SLUG_TAKEN');
    throw error;
  }
}

/** The row, or NOT_FOUND. */
export function found<T>(row: T | null): T {
  if (row === null) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The ADMIN writes of one kind of item, each in one transaction with its audit record: `find` reads a row,
 * `view` is the item as the admin API answers it (and as the record keeps its fields).
 */
export function recordedWrites<Row, View extends object>(
  deps: ContentDeps,
  kind: AuditKind,
  find: (db: Db, id: number) => Promise<Row | null>,
  view: (row: Row) => View,
) {
  const { db, audit } = deps;
  return {
    /** Inserts with `insert` and answers the new item. */
    create: (insert: (tx: Db) => Promise<Row & { id: number }>) =>
      db.transaction(async (tx) => {
        const row = await insert(tx);
        const after = view(row);
        await audit.record(tx, { kind, id: row.id, action: 'create', after });
        return after;
      }),
    /** Changes item `id` (NOT_FOUND when there is none) with `change`, told the row as it was. */
    update: (id: number, change: (tx: Db, before: Row) => Promise<Row | null>) =>
      db.transaction(async (tx) => {
        const before = found(await find(tx, id));
        const after = view(found(await change(tx, before)));
        await audit.record(tx, { kind, id, action: 'update', before: view(before), after });
        return after;
      }),
    /** Deletes item `id` (NOT_FOUND when there is none) with `remove`. */
    delete: (id: number, remove: (tx: Db) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        const before = found(await find(tx, id));
        await remove(tx);
        await audit.record(tx, { kind, id, action: 'delete', before: view(before) });
      }),
  };
}
