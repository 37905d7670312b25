/**
 * The back office's vacancies, staff and promotions (a list, one item to edit, save with an optional new
 * picture, delete) and the information pages (edit only). Both languages are edited at once, as the API
 * stores them; every form is checked with the API's own input schema first, for a message in the page's
 * language.
 */
import {
  type AdminInfoPageSchema,
  type AdminPromotionSchema,
  type AdminStaffMemberSchema,
  type AdminVacancySchema,
  errorMessage,
  IdParamsSchema,
  PageInputSchema,
  PageSlugParamsSchema,
  PromotionInputSchema,
  StaffInputSchema,
  VacancyInputSchema,
  type Lang,
} from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { contentText } from './content.i18n';
import type { Paginated } from '../../components/pagination';
import { listPage } from './content.server';
import { moscowDayStart } from '../../lib/dates';

export type AdminVacancy = z.infer<typeof AdminVacancySchema>;
export type AdminStaffMember = z.infer<typeof AdminStaffMemberSchema>;
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export type AdminInfoPage = z.infer<typeof AdminInfoPageSchema>;

interface Entities {
  vacancies: AdminVacancy;
  staff: AdminStaffMember;
  promotions: AdminPromotion;
}
export type EntityKind = keyof Entities;

export interface AdminEntitiesData<K extends EntityKind> {
  list: Paginated<Entities[K]>;
  /** The item being edited, `'new'` for a new one, null when only the list shows. */
  editing: Entities[K] | 'new' | null;
  notice: string | null;
}

export type ActionResult = { error: string | null; notice: string | null };

const PAGE_SIZE = 20;
// The API's largest page: finding one item by id walks the list in pages this big.
const SEARCH_PAGE_SIZE = 100;

/** The page of items, and the item named by `?edit=` (an id, or `new`). */
export async function loadAdminEntities<K extends EntityKind>(
  context: AppLoadContext,
  request: Request,
  kind: K,
): Promise<AdminEntitiesData<K>> {
  const url = new URL(request.url);
  const t = contentText(langFromPath(url.pathname));
  const list = await apiRequest<Paginated<Entities[K]>>(
    context,
    request,
    `/api/admin/${kind}?page=${listPage(request)}&limit=${PAGE_SIZE}`,
  );
  const edit = url.searchParams.get('edit');
  const editing = edit === 'new' ? 'new' : edit ? await findEntity(context, request, kind, edit) : null;
  const notice = url.searchParams.has('saved') ? t.saved : url.searchParams.has('removed') ? t.removed : null;
  return { list, editing, notice };
}

/** An item by id, looked up in the admin list (the API has no single-item admin read). */
async function findEntity<K extends EntityKind>(
  context: AppLoadContext,
  request: Request,
  kind: K,
  id: string,
): Promise<Entities[K] | null> {
  const wanted = IdParamsSchema.safeParse({ id });
  if (!wanted.success) return null;
  for (let page = 1; ; page++) {
    const batch = await apiRequest<Paginated<Entities[K]>>(
      context,
      request,
      `/api/admin/${kind}?page=${page}&limit=${SEARCH_PAGE_SIZE}`,
    );
    const item = batch.items.find((entry) => entry.id === wanted.data.id);
    if (item) return item;
    if (page * SEARCH_PAGE_SIZE >= batch.total) return null;
  }
}

/** Reading a multipart form: text fields, both languages of a field, one item per line, a date. */
function reader(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const lines = (name: string) =>
    text(name)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    text,
    both: (name: string) => ({ ru: text(`${name}.ru`), uz: text(`${name}.uz`) }),
    lines: (name: string) => ({ ru: lines(`${name}.ru`), uz: lines(`${name}.uz`) }),
    checked: (name: string) => form.get(name) === 'on',
  };
}

/** `+7 (999) 123-45-67`, `89991234567` → `+79991234567`; empty → null; anything else as typed (the schema refuses it). */
function staffPhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10) return `+7${digits}`;
  return raw.trim();
}

/** Each kind's form → its API input, and the picture field it may carry. */
const FORMS: { [K in EntityKind]: { schema: z.ZodType; picture: string | null; read: (form: FormData) => unknown } } = {
  vacancies: {
    schema: VacancyInputSchema,
    picture: null,
    read: (form) => {
      const f = reader(form);
      return {
        slug: f.text('slug').trim(),
        title: f.both('title'),
        summary: f.both('summary'),
        employmentType: f.text('employmentType'),
        salary: f.both('salary'),
        location: f.both('location'),
        duties: f.lines('duties'),
        requirements: f.lines('requirements'),
        offer: f.lines('offer'),
        published: f.checked('published'),
      };
    },
  },
  staff: {
    schema: StaffInputSchema,
    picture: 'photoId',
    read: (form) => {
      const f = reader(form);
      const email = f.text('email').trim();
      const sortOrder = f.text('sortOrder').trim();
      return {
        name: f.both('name'),
        position: f.both('position'),
        photoId: f.checked('removePicture') ? null : f.text('pictureId') || null,
        phone: staffPhone(f.text('phone')),
        email: email === '' ? null : email,
        group: f.text('group'),
        sortOrder: sortOrder === '' ? 100 : Number(sortOrder),
        published: f.checked('published'),
      };
    },
  },
  promotions: {
    schema: PromotionInputSchema,
    picture: 'imageId',
    read: (form) => {
      const f = reader(form);
      const validTo = f.text('validTo').trim();
      return {
        slug: f.text('slug').trim(),
        title: f.both('title'),
        body: f.both('body'),
        imageId: f.checked('removePicture') ? null : f.text('pictureId') || null,
        validFrom: moscowDayStart(f.text('validFrom').trim()) ?? f.text('validFrom'),
        // The last day counts: the promotion ends when the next Moscow day begins.
        validTo: validTo === '' ? null : (moscowDayStart(validTo, 1) ?? validTo),
        published: f.checked('published'),
      };
    },
  },
};

/** Runs the form's `intent`: `save` (create or update, with an optional new picture) or `delete`. */
export async function adminEntitiesAction(
  context: AppLoadContext,
  request: Request,
  kind: EntityKind,
): Promise<ActionResult | Response> {
  const url = new URL(request.url);
  const lang: Lang = langFromPath(url.pathname);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const rawId = String(form.get('id') ?? '');
  const id = rawId === '' ? null : IdParamsSchema.safeParse({ id: rawId });
  if (id && !id.success) return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
  try {
    if (intent === 'delete' && id) {
      await apiRequest(context, request, `/api/admin/${kind}/${id.data.id}`, { method: 'DELETE' });
      return redirect(`${url.pathname}?removed=1`);
    }
    if (intent !== 'save') return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
    const { schema, picture, read } = FORMS[kind];
    const body = read(form) as Record<string, unknown>;
    const checked = schema.safeParse(body);
    if (!checked.success) return { error: issueMessage(checked.error, lang), notice: null };
    const file = form.get('picture');
    if (picture && file instanceof File && file.size > 0) {
      const upload = new FormData();
      upload.append('file', file, file.name);
      const image = await apiRequest<{ id: string }>(context, request, '/api/admin/images', {
        method: 'POST',
        form: upload,
      });
      body[picture] = image.id;
    }
    const saved = await apiRequest<{ id: number }>(
      context,
      request,
      id ? `/api/admin/${kind}/${id.data.id}` : `/api/admin/${kind}`,
      { method: id ? 'PUT' : 'POST', body },
    );
    return redirect(`${url.pathname}?edit=${saved.id}&saved=1`);
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null };
  }
}

export interface AdminPagesData {
  pages: AdminInfoPage[];
  editing: AdminInfoPage | null;
  notice: string | null;
}

export async function loadAdminPages(context: AppLoadContext, request: Request): Promise<AdminPagesData> {
  const url = new URL(request.url);
  const pages = await apiRequest<AdminInfoPage[]>(context, request, '/api/admin/pages');
  const editing = pages.find((page) => page.slug === url.searchParams.get('edit')) ?? null;
  const notice = url.searchParams.has('saved') ? contentText(langFromPath(url.pathname)).saved : null;
  return { pages, editing, notice };
}

/** Saves one information page: `PUT /api/admin/pages/{slug}`. */
export async function adminPagesAction(context: AppLoadContext, request: Request): Promise<ActionResult | Response> {
  const url = new URL(request.url);
  const lang: Lang = langFromPath(url.pathname);
  const form = await request.formData();
  const f = reader(form);
  const target = PageSlugParamsSchema.safeParse({ slug: f.text('slug') });
  const input = PageInputSchema.safeParse({
    title: f.both('title'),
    body: f.both('body'),
    published: f.checked('published'),
  });
  if (!target.success) return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
  if (!input.success) return { error: issueMessage(input.error, lang), notice: null };
  try {
    await apiRequest(context, request, `/api/admin/pages/${target.data.slug}`, { method: 'PUT', body: input.data });
    return redirect(`${url.pathname}?edit=${target.data.slug}&saved=1`);
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null };
  }
}
