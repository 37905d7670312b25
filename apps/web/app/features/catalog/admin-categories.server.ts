/**
 * The back office's categories: the list, one category to edit (`?edit=` an id, or `new`) with its
 * characteristic groups, and the writes (save with an optional new photo, delete after a confirmation
 * step, replace the groups).
 */
import {
  CategoryIdParamsSchema,
  CategoryInputSchema,
  CategoryPatchSchema,
  CharacteristicGroupsInputSchema,
  errorMessage,
  type AdminCategory,
  type Image,
  type Lang,
} from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { apiMessage } from '../../components/form/form-result.server';
import { adminCatalogText } from './admin-catalog.i18n';
import { fieldMessage } from './admin-field-message.server';

type Both = Record<Lang, string>;
export type GroupName = 'main' | 'extra';
export interface GroupRow {
  key: string;
  name: Both;
}
export type GroupsDraft = Record<GroupName, GroupRow[]>;

/** The category form as shown: a saved category, a new one, or a refused form as typed. */
export interface CategoryDraft {
  id: string;
  /** Changes whenever the form must start over from this draft (a save, a refusal). */
  revision: string;
  isNew: boolean;
  name: Both;
  position: string;
  image: Image | null;
}

export interface AdminCategoriesData {
  categories: AdminCategory[];
  editing: CategoryDraft | null;
  /** The groups of the category being edited; null for a new one. */
  groups: GroupsDraft | null;
  /** The category whose delete waits for its confirmation. */
  removing: AdminCategory | null;
  notice: string | null;
}

export type AdminCategoriesResult = {
  error: string | null;
  notice: string | null;
  draft?: CategoryDraft;
  groups?: GroupsDraft;
};

const MAX_ROWS = 60;

export async function loadAdminCategories(context: AppLoadContext, request: Request): Promise<AdminCategoriesData> {
  const url = new URL(request.url);
  const t = adminCatalogText(langFromPath(url.pathname));
  const categories = await apiRequest<AdminCategory[]>(context, request, '/api/admin/categories');
  const notices = { saved: t.saved, removed: t.categoryRemoved, groups: t.groupsSaved } as const;
  const notice = Object.entries(notices).find(([name]) => url.searchParams.has(name))?.[1] ?? null;
  const edit = url.searchParams.get('edit');
  const found = categories.find((category) => category.id === edit);
  const removing = categories.find((category) => category.id === url.searchParams.get('remove')) ?? null;
  if (edit === 'new') {
    const editing = { id: '', revision: 'new', isNew: true, name: { ru: '', uz: '' }, position: '0', image: null };
    return { categories, editing, groups: null, removing, notice };
  }
  if (!found) return { categories, editing: null, groups: null, removing, notice };
  const groups = await apiRequest<GroupsDraft>(context, request, `/api/admin/categories/${found.id}/characteristics`);
  const editing = { ...found, revision: JSON.stringify(found), isNew: false, position: String(found.position) };
  return { categories, editing, groups, removing, notice };
}

/** Runs the form's `intent`: `save-category`, `delete-category` or `save-groups`. */
export async function adminCategoriesAction(
  context: AppLoadContext,
  request: Request,
): Promise<AdminCategoriesResult | Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (intent === 'save-category') return saveCategory(context, request, form, lang);
  const id = CategoryIdParamsSchema.safeParse({ id: text('id') });
  if (!id.success) return { error: errorMessage('CATEGORY_NOT_FOUND', lang), notice: null };
  if (intent === 'delete-category') {
    try {
      await apiRequest(context, request, `/api/admin/categories/${id.data.id}`, { method: 'DELETE' });
    } catch (error) {
      return { error: apiMessage(error, lang), notice: null };
    }
    return redirect(`${url.pathname}?removed=1`);
  }
  if (intent === 'save-groups') {
    const rows = (group: GroupName): GroupRow[] => {
      const count = Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text(`${group}Rows`), 10) || 0));
      return Array.from({ length: count }, (_, index) => ({
        key: text(`${group}.${index}.key`).trim(),
        name: { ru: text(`${group}.${index}.name.ru`), uz: text(`${group}.${index}.name.uz`) },
      })).filter((row) => row.key || row.name.ru.trim() || row.name.uz.trim());
    };
    const groups = { main: rows('main'), extra: rows('extra') };
    const t = adminCatalogText(lang);
    const input = CharacteristicGroupsInputSchema.safeParse(groups);
    if (!input.success) {
      const labels = { main: t.main, extra: t.extra, key: t.key, name: t.name };
      return { error: fieldMessage(input.error, lang, labels), notice: null, groups };
    }
    try {
      await apiRequest(context, request, `/api/admin/categories/${id.data.id}/characteristics`, {
        method: 'PUT',
        body: input.data,
      });
    } catch (error) {
      return { error: apiMessage(error, lang), notice: null, groups };
    }
    return redirect(`${url.pathname}?edit=${id.data.id}&groups=1`);
  }
  return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
}

async function saveCategory(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  lang: Lang,
): Promise<AdminCategoriesResult | Response> {
  const t = adminCatalogText(lang);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const isNew = text('isNew') === '1';
  const draft: CategoryDraft = {
    id: text('id').trim(),
    revision: crypto.randomUUID(),
    isNew,
    name: { ru: text('name.ru'), uz: text('name.uz') },
    position: text('position'),
    image: null,
  };
  const position = draft.position.trim() === '' ? 0 : Number(draft.position);
  const removePhoto = form.get('removePhoto') === 'on';
  const fields = { name: draft.name, position, ...(removePhoto ? { image: null } : {}) };
  const parsed = isNew
    ? CategoryInputSchema.safeParse({ ...fields, id: draft.id })
    : CategoryPatchSchema.safeParse(fields);
  const labels = { id: t.categoryId, name: t.name, position: t.position, image: t.photo };
  if (!parsed.success) return { error: fieldMessage(parsed.error, lang, labels), notice: null, draft };
  const target = CategoryIdParamsSchema.safeParse({ id: draft.id });
  if (!isNew && !target.success) return { error: errorMessage('CATEGORY_NOT_FOUND', lang), notice: null, draft };
  try {
    const photo = form.get('photo');
    const body: Record<string, unknown> = { ...parsed.data };
    if (photo instanceof File && photo.size > 0) {
      const upload = new FormData();
      upload.append('file', photo, photo.name);
      const image = await apiRequest<{ id: string }>(context, request, '/api/admin/images', {
        method: 'POST',
        form: upload,
      });
      body.image = image.id;
    }
    const saved = await apiRequest<AdminCategory>(
      context,
      request,
      isNew ? '/api/admin/categories' : `/api/admin/categories/${draft.id}`,
      { method: isNew ? 'POST' : 'PATCH', body },
    );
    return redirect(`${new URL(request.url).pathname}?edit=${saved.id}&saved=1`);
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null, draft };
  }
}
