/**
 * News and blog posts: published ones for everyone (drafts and future-dated posts stay hidden), a blog
 * post with suggestions, and ADMIN's full list and writes (Markdown bodies rendered on save).
 */
import { type Lang, type PostInput, type PostKind } from '@polotno/domain';
import { picker } from '../../lib/localized.ts';
import { pageOf, pageWindow, type PageQuery } from '../../lib/pagination.ts';
import * as repository from './content.repository.ts';
import type { PostRow } from './content.repository.ts';
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

/** The posts part of the content service. */
export function createContentPosts(deps: ContentDeps) {
  const { db } = deps;
  const writes = (kind: PostKind) =>
    recordedWrites(deps, kind, (tx, id) => repository.findPost(tx, kind, id), adminPost);
  return {
    /** Published posts of a kind, newest first, optionally with a tag. */
    async listPublished(kind: PostKind, query: PageQuery & { lang: Lang; tag?: string }) {
      const { rows, total } = await repository.listPublishedPosts(db, kind, pageWindow(query), query.tag);
      return pageOf(
        rows.map((row) => postSummary(row, query.lang)),
        total,
        query,
      );
    },

    async getPublished(kind: PostKind, idOrSlug: string, lang: Lang) {
      const row = found(await repository.findPublishedPost(db, kind, parseIdOrSlug(idOrSlug)));
      return postArticle(row, lang);
    },

    /** A blog post with up to four suggestions: posts sharing its tags first, then the newest. */
    async getBlogPost(idOrSlug: string, lang: Lang) {
      const row = found(await repository.findPublishedPost(db, 'blog', parseIdOrSlug(idOrSlug)));
      const suggestions = await repository.findSuggestedPosts(db, row, 4);
      return {
        ...postArticle(row, lang),
        suggestions: suggestions.map((item) => postSummary(item, lang)),
      };
    },

    /** ADMIN: every post of a kind, drafts included, with both languages. */
    async list(kind: PostKind, query: PageQuery) {
      const { rows, total } = await repository.listPosts(db, kind, pageWindow(query));
      return pageOf(rows.map(adminPost), total, query);
    },

    async create(kind: PostKind, input: PostInput) {
      await assertImages(deps, [input.coverId]);
      return writes(kind).create((tx) => uniqueSlug(repository.insertPost(tx, postRow(kind, input))));
    },

    async update(kind: PostKind, id: number, input: PostInput) {
      await assertImages(deps, [input.coverId]);
      return writes(kind).update(id, (tx) => uniqueSlug(repository.updatePost(tx, kind, id, postRow(kind, input))));
    },

    async delete(kind: PostKind, id: number): Promise<void> {
      await writes(kind).delete(id, (tx) => repository.deletePost(tx, kind, id));
    },
  };
}
