/** Staff: the published team (project leaders and managers) for everyone, ADMIN's full list and writes. */
import { type Lang, type StaffGroup, type StaffInput } from '@polotno/domain';
import { picker } from '../../lib/localized.ts';
import { pageOf, pageWindow, type PageQuery } from '../../lib/pagination.ts';
import * as repository from './content.repository.ts';
import type { StaffRow } from './content.repository.ts';
import { assertImages, contentImage, recordedWrites, type ContentDeps } from './content.shared.ts';

/** A staff member as the public sees them, in `lang`. */
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

/** The staff part of the content service. */
export function createContentStaff(deps: ContentDeps) {
  const { db } = deps;
  const writes = recordedWrites(deps, 'staff', repository.findStaff, adminStaff);
  return {
    async listPublished(query: PageQuery & { lang: Lang; group?: StaffGroup }) {
      const { rows, total } = await repository.listStaff(db, pageWindow(query), {
        onlyPublished: true,
        group: query.group,
      });
      return pageOf(
        rows.map((row) => staffMember(row, query.lang)),
        total,
        query,
      );
    },

    /** ADMIN: every staff member, hidden ones included. */
    async list(query: PageQuery) {
      const { rows, total } = await repository.listStaff(db, pageWindow(query), { onlyPublished: false });
      return pageOf(rows.map(adminStaff), total, query);
    },

    async create(input: StaffInput) {
      await assertImages(deps, [input.photoId]);
      return writes.create((tx) => repository.insertStaff(tx, input));
    },

    async update(id: number, input: StaffInput) {
      await assertImages(deps, [input.photoId]);
      return writes.update(id, (tx) => repository.updateStaff(tx, id, input));
    },

    async delete(id: number): Promise<void> {
      await writes.delete(id, (tx) => repository.deleteStaff(tx, id));
    },
  };
}
