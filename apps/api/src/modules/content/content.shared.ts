/**
 * What the parts of the content service share: their deps, content images, Markdown rendering and served
 * HTML, ids or slugs in URLs, and the errors every write maps (missing row, taken slug, unknown image).
 */
import type { Db } from '@polotno/db';
import { AppError, IMAGE_WIDTHS, type ContentImage, type LocalizedText } from '@polotno/domain';
import { renderMarkdown, sanitizeServedHtml } from '../../lib/sanitize.ts';
import type { IdOrSlug } from './content.repository.ts';

/** What every part of the content service is built with. */
export interface ContentDeps {
  db: Db;
  /** The image store: covers, photos and promotion images are its uploaded images (640 px must exist). */
  images: { findImage(id: string, width: number): Promise<unknown> };
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
