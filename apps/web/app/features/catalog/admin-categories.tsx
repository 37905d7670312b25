/** The back office's categories page: the list, the category editor with its photo, and its characteristic groups. */
import type { AdminCategory } from '@polotno/domain';
import { AdminTable } from '../../components/admin/admin-table';
import { EDITOR_CARD, LanguageColumn } from '../../components/admin/editor-parts';
import { Plus } from '../../components/icons/plus';
import { Form, Link, useLocation } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { ResponsiveImage } from '../../components/responsive-image';
import { Field } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { useAdminCatalogText } from './admin-catalog.i18n';
import type {
  AdminCategoriesData,
  AdminCategoriesResult,
  CategoryDraft,
  GroupName,
  GroupRow,
  GroupsDraft,
} from './admin-categories.server';
import { CheckboxField, ConfirmRemove } from './editor-fields';

/** Empty rows offered for new characteristic groups (without JavaScript the form cannot grow). */
const NEW_GROUP_ROWS = 3;

export function AdminCategoriesPage({ data, result }: { data: AdminCategoriesData; result?: AdminCategoriesResult }) {
  const t = useAdminCatalogText();
  const { pathname } = useLocation();
  const href = (params: Record<string, string>) => `${pathname}?${new URLSearchParams(params)}`;
  // A refused form comes back as typed; its photo is the saved one.
  const editing =
    data.editing && result?.draft ? { ...result.draft, image: data.editing.image } : (data.editing ?? null);
  const groups = result?.groups ?? data.groups;
  return (
    <PageShell page="adminCategory">
      <FormMessage error={result?.error} notice={result?.notice ?? data.notice} />
      {data.removing ? (
        <ConfirmRemove
          question={t.removeCategoryConfirm(data.removing.name.ru)}
          intent="delete-category"
          id={data.removing.id}
          labels={t.removeCategoryYes}
          cancelTo={pathname}
        />
      ) : editing ? (
        <>
          <CategoryEditor key={editing.revision} draft={editing} closeTo={pathname} />
          {!editing.isNew && groups && (
            // Rows are uncontrolled: saved or refused groups start the form over.
            <GroupsEditor key={JSON.stringify(groups)} categoryId={editing.id} groups={groups} />
          )}
        </>
      ) : (
        <Link to={href({ edit: 'new' })} className="button-primary">
          <Plus aria-hidden className="size-4" />
          {t.newCategory}
        </Link>
      )}
      {data.categories.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noCategories}</p>
      ) : (
        <AdminTable heads={[t.photo, t.name, t.position]} actions>
          {data.categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              editTo={href({ edit: category.id })}
              removeTo={href({ remove: category.id })}
            />
          ))}
        </AdminTable>
      )}
    </PageShell>
  );
}

function CategoryRow({ category, editTo, removeTo }: { category: AdminCategory; editTo: string; removeTo: string }) {
  const t = useAdminCatalogText();
  return (
    <tr data-testid="admin-category-row">
      <td className="px-4 py-3">
        <ResponsiveImage image={category.image} alt="" sizes="64px" className="size-16 rounded-lg" />
      </td>
      <td className="px-4 py-3">
        <span className="block font-medium text-gray-900 dark:text-white">{category.name.ru}</span>
        {category.name.uz && <span className="block text-gray-600 dark:text-gray-300">{category.name.uz}</span>}
        <span className="block text-xs text-gray-500">{category.id}</span>
      </td>
      <td className="px-4 py-3">{category.position}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={editTo} className="button-secondary h-8 px-3 text-xs" aria-label={`${t.edit}: ${category.name.ru}`}>
            {t.edit}
          </Link>
          <Link
            to={removeTo}
            className="button-secondary h-8 px-3 text-xs text-red-700 dark:text-red-300"
            aria-label={`${t.remove[0]}: ${category.name.ru}`}
          >
            {t.remove[0]}
          </Link>
        </div>
      </td>
    </tr>
  );
}

function CategoryEditor({ draft, closeTo }: { draft: CategoryDraft; closeTo: string }) {
  const t = useAdminCatalogText();
  return (
    <Form method="post" encType="multipart/form-data" className={EDITOR_CARD} aria-labelledby="category-editor-title">
      <h2 id="category-editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {draft.isNew ? t.newCategory : t.editCategory(draft.name.ru)}
      </h2>
      <input type="hidden" name="intent" value="save-category" />
      <input type="hidden" name="isNew" value={draft.isNew ? '1' : ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.categoryId}
          name="id"
          defaultValue={draft.id}
          required
          readOnly={!draft.isNew}
          maxLength={60}
          pattern="[a-z0-9][a-z0-9\-]*"
          hint={t.categoryIdHint}
        />
        <Field label={t.position} name="position" inputMode="numeric" defaultValue={draft.position} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageColumn legend={t.inRussian}>
          <Field label={t.name} name="name.ru" defaultValue={draft.name.ru} required maxLength={200} />
        </LanguageColumn>
        <LanguageColumn legend={t.inUzbek}>
          <Field label={t.name} name="name.uz" defaultValue={draft.name.uz} maxLength={200} />
        </LanguageColumn>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.uzbekFallback}</p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
        {draft.image && <ResponsiveImage image={draft.image} alt="" sizes="160px" className="size-40 rounded-lg" />}
        <div className="space-y-2">
          <Field
            label={t.photo}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint={t.photoHint}
            className="h-auto py-2"
          />
          {draft.image && <CheckboxField label={t.removePhoto} name="removePhoto" />}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save-category" labels={t.save} className="button-primary" />
        <Link to={closeTo} className="button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}

const emptyRow: GroupRow = { key: '', name: { ru: '', uz: '' } };

function GroupsEditor({ categoryId, groups }: { categoryId: string; groups: GroupsDraft }) {
  const t = useAdminCatalogText();
  return (
    <Form method="post" className={EDITOR_CARD} aria-labelledby="groups-editor-title">
      <h2 id="groups-editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.groups}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.groupsHint}</p>
      <input type="hidden" name="intent" value="save-groups" />
      <input type="hidden" name="id" value={categoryId} />
      {(['main', 'extra'] as const).map((group) => (
        <GroupRows key={group} group={group} rows={[...groups[group], ...Array(NEW_GROUP_ROWS).fill(emptyRow)]} />
      ))}
      <SubmitButton intent="save-groups" labels={t.saveGroups} className="button-primary" />
    </Form>
  );
}

function GroupRows({ group, rows }: { group: GroupName; rows: GroupRow[] }) {
  const t = useAdminCatalogText();
  const legend = group === 'main' ? t.main : t.extra;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-primary-800 dark:text-primary-300">{legend}</legend>
      <input type="hidden" name={`${group}Rows`} value={rows.length} />
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={t.row(legend, index + 1)}
          className="grid gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-3 sm:items-end dark:border-gray-800"
        >
          <Field label={t.key} name={`${group}.${index}.key`} defaultValue={row.key} maxLength={60} />
          <Field
            label={`${t.name} (${t.languageOf.ru})`}
            name={`${group}.${index}.name.ru`}
            defaultValue={row.name.ru}
            maxLength={200}
          />
          <Field
            label={`${t.name} (${t.languageOf.uz})`}
            name={`${group}.${index}.name.uz`}
            defaultValue={row.name.uz}
            maxLength={200}
          />
        </div>
      ))}
    </fieldset>
  );
}
