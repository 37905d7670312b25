/** Information pages (about, conditions, requisites, contacts, …): the published page, ADMIN's list and edits. */
import { AppError, type Lang, type PageInput, type PageSlug } from '@polotno/domain';
import { picker } from '../../lib/localized.ts';
import * as repository from './content.repository.ts';
import type { InfoPageRow } from './content.repository.ts';
import { renderLocalized, servedHtml, type ContentDeps } from './content.shared.ts';
import { staffMember } from './content.staff.ts';

function adminPage(row: InfoPageRow) {
  return {
    slug: row.slug as PageSlug,
    title: row.title,
    body: row.body,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The information pages part of the content service. */
export function createContentPages({ db, audit }: ContentDeps) {
  return {
    /** A published information page; the contacts page also lists the managers. */
    async get(slug: PageSlug, lang: Lang) {
      const row = await repository.findPage(db, slug);
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
        db,
        { limit: 100, offset: 0 },
        { onlyPublished: true, group: 'managers' },
      );
      return { ...page, managers: managers.rows.map((member) => staffMember(member, lang)) };
    },

    /** ADMIN: every information page with both languages. */
    async list() {
      return (await repository.listPages(db)).map(adminPage);
    },

    async save(slug: PageSlug, input: PageInput) {
      return db.transaction(async (tx) => {
        const before = await repository.findPage(tx, slug);
        const after = adminPage(
          await repository.upsertPage(tx, { slug, ...input, bodyHtml: renderLocalized(input.body) }),
        );
        await audit.record(tx, {
          kind: 'page',
          id: slug,
          action: before ? 'update' : 'create',
          before: before && adminPage(before),
          after,
        });
        return after;
      });
    },
  };
}
