/** Promotions: those running now for everyone (expired and future ones hide themselves), ADMIN's list and writes. */
import { type Lang, type PromotionInput } from '@polotno/domain';
import { picker } from '../../lib/localized.ts';
import { pageOf, pageWindow, type PageQuery } from '../../lib/pagination.ts';
import * as repository from './content.repository.ts';
import type { PromotionRow } from './content.repository.ts';
import {
  assertImages,
  contentImage,
  found,
  iso,
  parseIdOrSlug,
  recordedWrites,
  renderLocalized,
  servedHtml,
  uniqueSlug,
  type ContentDeps,
} from './content.shared.ts';

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

/** The promotions part of the content service. */
export function createContentPromotions(deps: ContentDeps) {
  const { db } = deps;
  const writes = recordedWrites(deps, 'promotion', repository.findPromotion, adminPromotion);
  return {
    async listCurrent(query: PageQuery & { lang: Lang }) {
      const { rows, total } = await repository.listPromotions(db, pageWindow(query), true);
      return pageOf(
        rows.map((row) => promotion(row, query.lang)),
        total,
        query,
      );
    },

    async getCurrent(idOrSlug: string, lang: Lang) {
      return promotion(found(await repository.findCurrentPromotion(db, parseIdOrSlug(idOrSlug))), lang);
    },

    /** ADMIN: every promotion, expired and future ones included. */
    async list(query: PageQuery) {
      const { rows, total } = await repository.listPromotions(db, pageWindow(query), false);
      return pageOf(rows.map(adminPromotion), total, query);
    },

    async create(input: PromotionInput) {
      await assertImages(deps, [input.imageId]);
      return writes.create((tx) => uniqueSlug(repository.insertPromotion(tx, promotionRow(input))));
    },

    async update(id: number, input: PromotionInput) {
      await assertImages(deps, [input.imageId]);
      return writes.update(id, (tx) => uniqueSlug(repository.updatePromotion(tx, id, promotionRow(input))));
    },

    async delete(id: number): Promise<void> {
      await writes.delete(id, (tx) => repository.deletePromotion(tx, id));
    },
  };
}
