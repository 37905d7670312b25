/**
 * The content editors' kit (vacancies, staff, promotions; the information pages and news take parts of it):
 * the list of one kind with its editor above, the editor's frame, both languages side by side, and the
 * fields they share. The table, the row buttons and the card are the back office's (components/admin).
 */
import { Pagination } from '../../components/pagination';
import type { ContentImage } from '@polotno/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { EDITOR_CARD, LanguageColumn } from '../../components/admin/editor-parts';
import { RowAction } from '../../components/admin/row-action';
import { useEditHref } from '../../components/admin/use-edit-href';
import { Field } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { Plus } from '../../components/icons/plus';
import { PageShell } from '../../components/page-shell';
import { ResponsiveImage } from '../../components/responsive-image';
import type { PageKey as WebPageKey } from '../../lib/pages';
import type { ActionResult, AdminEntitiesData, EntityKind } from './admin-content.server';
import { useContentText } from './content.i18n';

/** The class of the editors' drop-down lists. */
export const SELECT =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';

/** One column of a list: its head and what a row shows under it. */
export interface Column<T> {
  head: string;
  cell: (item: T) => ReactNode;
}

/** The list of one kind: the editor or a "new" button above, a table with edit and delete per row. */
export function EntityList<T extends { id: number; updatedAt: string }>({
  page,
  data,
  result,
  newLabel,
  columns,
  editor,
}: {
  page: WebPageKey;
  data: {
    list: { items: T[]; page: number; limit: number; total: number };
    editing: T | 'new' | null;
    notice: string | null;
  };
  result: ActionResult | undefined;
  newLabel: string;
  columns: Column<T>[];
  editor: (item: T | null) => ReactNode;
}) {
  const t = useContentText();
  const editHref = useEditHref();
  const { editing } = data;
  return (
    <PageShell page={page}>
      <FormMessage error={result?.error} notice={result?.notice ?? data.notice} />
      {editing ? (
        // An item changed elsewhere gets a fresh form, not stale fields.
        <div key={editing === 'new' ? 'new' : `${editing.id}-${editing.updatedAt}`}>
          {editor(editing === 'new' ? null : editing)}
        </div>
      ) : (
        <Link to={editHref('new')} className="button-primary">
          <Plus aria-hidden className="size-4" />
          {newLabel}
        </Link>
      )}
      <AdminTable heads={columns.map((column) => column.head)} actions>
        {data.list.items.map((item) => (
          <tr key={item.id} data-testid="admin-row">
            {columns.map((column) => (
              <td key={column.head} className="px-4 py-3 align-top">
                {column.cell(item)}
              </td>
            ))}
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <Link to={editHref(String(item.id))} className="button-secondary h-8 px-3 text-xs">
                  {t.edit}
                </Link>
                <RowAction id={item.id} intent="delete" labels={t.remove} confirm={t.removeConfirm} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={data.list.page} total={data.list.total} limit={data.list.limit} labels={t} />
    </PageShell>
  );
}

/** The editor's frame: a multipart form with its heading, the item's id, and save and cancel. */
export function EditorForm({ title, id, children }: { title: string; id: number | null; children: ReactNode }) {
  const t = useContentText();
  const editHref = useEditHref();
  return (
    <Form method="post" encType="multipart/form-data" aria-labelledby="editor-title" className={EDITOR_CARD}>
      <h2 id="editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={id ?? ''} />
      {children}
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save" labels={t.save} className="button-primary" />
        <Link to={editHref(null)} className="button-secondary">
          {t.cancelEdit}
        </Link>
      </div>
    </Form>
  );
}

/** Both languages of some fields side by side, with the note that an empty Uzbek field shows the Russian. */
export function Bilingual({ field }: { field: (lang: 'ru' | 'uz') => ReactNode }) {
  const t = useContentText();
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageColumn legend={t.inRussian}>{field('ru')}</LanguageColumn>
        <LanguageColumn legend={t.inUzbek}>{field('uz')}</LanguageColumn>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.uzbekFallback}</p>
    </>
  );
}

/** A picture with its preview, a new file to upload, and "remove". */
export function PictureField({
  image,
  label,
  removeLabel,
}: {
  image: ContentImage | null;
  label: string;
  removeLabel: string;
}) {
  const t = useContentText();
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
      <input type="hidden" name="pictureId" value={image?.id ?? ''} />
      {image && <ResponsiveImage image={image} alt="" sizes="160px" className="aspect-square w-32 rounded-lg" />}
      <div className="space-y-2">
        <Field
          label={label}
          name="picture"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={t.coverHint}
          className="h-auto py-2"
        />
        {image && (
          <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <input type="checkbox" name="removePicture" className="accent-primary-700" />
            {removeLabel}
          </label>
        )}
      </div>
    </div>
  );
}

/** The "published" check box (or the one `label` names). */
export function PublishedField({ checked, label }: { checked: boolean; label?: string }) {
  const t = useContentText();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
      <input type="checkbox" name="published" defaultChecked={checked} className="accent-primary-700" />
      {label ?? t.published}
    </label>
  );
}

/** A published item's or a draft's status, as its list shows it. */
export function PublishedBadge({ published }: { published: boolean }) {
  const t = useContentText();
  return published ? (
    <span className="text-primary-800 dark:text-primary-300">{t.published}</span>
  ) : (
    <span className="text-gray-500">{t.draft}</span>
  );
}

/** The item's address slug. */
export function SlugField({ value }: { value: string }) {
  const t = useContentText();
  return <Field label={t.slug} name="slug" defaultValue={value} required maxLength={120} hint={t.slugHint} />;
}

/** What an editor page takes from its route: the loader's data and the action's answer. */
export interface PageProps<K extends EntityKind> {
  data: AdminEntitiesData<K>;
  result: ActionResult | undefined;
}
