/** Vacancies: published ones for everyone, ADMIN's full list and writes; the publication date is kept. */
import { type Lang, type VacancyInput } from '@polotno/domain';
import { picker } from '../../lib/localized.ts';
import { pageOf, pageWindow, type PageQuery } from '../../lib/pagination.ts';
import * as repository from './content.repository.ts';
import type { VacancyRow } from './content.repository.ts';
import { found, iso, parseIdOrSlug, recordedWrites, uniqueSlug, type ContentDeps } from './content.shared.ts';

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

/** The vacancies part of the content service. */
export function createContentVacancies(deps: ContentDeps) {
  const { db } = deps;
  const writes = recordedWrites(deps, 'vacancy', repository.findVacancy, adminVacancy);
  return {
    async listPublished(query: PageQuery & { lang: Lang }) {
      const { rows, total } = await repository.listVacancies(db, pageWindow(query), true);
      return pageOf(
        rows.map((row) => vacancySummary(row, query.lang)),
        total,
        query,
      );
    },

    /** A published vacancy with its duties, requirements and offer. */
    async getPublished(idOrSlug: string, lang: Lang) {
      const row = found(await repository.findPublishedVacancy(db, parseIdOrSlug(idOrSlug)));
      const t = picker<VacancyText>(lang);
      const duties = t.list('duties', row.duties);
      const requirements = t.list('requirements', row.requirements);
      const offer = t.list('offer', row.offer);
      return { ...vacancySummary(row, lang, t), duties, requirements, offer, lang };
    },

    /** ADMIN: every vacancy, drafts included. */
    async list(query: PageQuery) {
      const { rows, total } = await repository.listVacancies(db, pageWindow(query), false);
      return pageOf(rows.map(adminVacancy), total, query);
    },

    async create(input: VacancyInput) {
      const row = { ...input, publishedAt: input.published ? new Date() : null };
      return writes.create((tx) => uniqueSlug(repository.insertVacancy(tx, row)));
    },

    async update(id: number, input: VacancyInput) {
      return writes.update(id, (tx, existing) => {
        // The publication date is the first time it went public; unpublishing keeps it for the record.
        const publishedAt = existing.publishedAt ?? (input.published ? new Date() : null);
        return uniqueSlug(repository.updateVacancy(tx, id, { ...input, publishedAt }));
      });
    },

    async delete(id: number): Promise<void> {
      await writes.delete(id, (tx) => repository.deleteVacancy(tx, id));
    },
  };
}
