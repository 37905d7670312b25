/**
 * The back office's product editor: the product named by `?edit=` (an id, or `new`), the categories to
 * choose from, and the writes (save with new colour photos, delete after a confirmation step).
 */
import {
  errorMessage,
  OWN_PRODUCT_FIELDS,
  ProductIdParamsSchema,
  ProductInputSchema,
  StockInputSchema,
  UploadedImageSchema,
  type AdminCategory,
  type AdminProduct,
  type Lang,
} from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api.server';
import { langFromPath, pageLang } from '../../lib/locale';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { adminCatalogText, type AdminCatalogText } from './admin-catalog.i18n';
import { fieldMessage } from './admin-field-message.server';
import {
  draftOf,
  emptyDraft,
  type CharacteristicDraft,
  type ColorDraft,
  type DraftImage,
  type ProductDraft,
} from './product-draft';

/** Rows a form may carry; more than the API takes, so an over-long list is refused by the API's rule. */
const MAX_ROWS = 60;

export interface ProductEditorData {
  /** The product being edited, a new one, or null when only the list shows. */
  editing: ProductDraft | null;
  categories: AdminCategory[];
  /** The characteristic groups of the product's category: the keys its characteristics should use. */
  keys: CharacteristicKey[];
  /** True while the delete of `editing` waits for its confirmation. */
  confirmRemove: boolean;
  notice: string | null;
}

export interface CharacteristicKey {
  key: string;
  name: Record<Lang, string>;
}

export type ProductEditorResult = { error: string; draft: ProductDraft | null; notice: null };

/** The editor's part of the products page. */
export async function loadProductEditor(context: AppLoadContext, request: Request): Promise<ProductEditorData> {
  const url = new URL(request.url);
  const t = adminCatalogText(langFromPath(url.pathname));
  const notice = url.searchParams.has('saved') ? t.saved : url.searchParams.has('removed') ? t.productRemoved : null;
  const edit = url.searchParams.get('edit');
  if (!edit) return { editing: null, categories: [], keys: [], confirmRemove: false, notice };
  const categories = await apiRequest<AdminCategory[]>(context, request, '/api/admin/categories');
  if (edit === 'new') return { editing: emptyDraft(), categories, keys: [], confirmRemove: false, notice };
  const id = ProductIdParamsSchema.safeParse({ id: edit });
  if (!id.success) return { editing: null, categories, keys: [], confirmRemove: false, notice };
  const product = await apiRequest<AdminProduct>(context, request, `/api/admin/products/${id.data.id}`);
  const groups = product.categoryId
    ? await apiRequest<Record<'main' | 'extra', CharacteristicKey[]>>(
        context,
        request,
        `/api/admin/categories/${product.categoryId}/characteristics`,
      )
    : { main: [], extra: [] };
  const keys = [...groups.main, ...groups.extra];
  return { editing: draftOf(product), categories, keys, confirmRemove: url.searchParams.has('remove'), notice };
}

/** Runs `save-product` or `delete-product`; other intents are not the editor's. */
export async function productEditorAction(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<ProductEditorResult | Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'delete-product') {
    const id = ProductIdParamsSchema.safeParse({ id: form.get('id') });
    if (!id.success) return { error: errorMessage('VALIDATION_FAILED', lang), draft: null, notice: null };
    try {
      await apiRequest(context, request, `/api/admin/products/${id.data.id}`, { method: 'DELETE' });
    } catch (error) {
      return { error: apiMessage(error, lang), draft: null, notice: null };
    }
    return redirect(`${url.pathname}?removed=1`);
  }
  return saveProduct(context, request, form, lang);
}

async function saveProduct(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  lang: Lang,
): Promise<ProductEditorResult | Response> {
  const t = adminCatalogText(lang);
  const { draft, files } = readDraft(form);
  const refuse = (error: string) => ({ error, draft, notice: null });
  const parsed = ProductInputSchema.safeParse(inputOf(draft));
  if (!parsed.success) return refuse(productFieldMessage(parsed.error, lang, t));
  try {
    // New photos are uploaded only once the rest of the form is valid; a later refusal keeps them in the draft.
    for (const [index, color] of draft.colors.entries()) {
      for (const file of files[index] ?? []) {
        const upload = new FormData();
        upload.append('file', file, file.name);
        const image = await apiRequest<DraftImage>(context, request, '/api/admin/images', {
          method: 'POST',
          form: upload,
        });
        color.images.push(image);
        parsed.data.colors[index]?.images.push(image.id);
      }
    }
    const saved = await apiRequest<AdminProduct>(
      context,
      request,
      draft.id === null ? '/api/admin/products' : `/api/admin/products/${draft.id}`,
      {
        method: draft.id === null ? 'POST' : 'PATCH',
        body: draft.synced ? pick(parsed.data, OWN_PRODUCT_FIELDS) : parsed.data,
      },
    );
    return redirect(`${new URL(request.url).pathname}?edit=${saved.id}&saved=1`);
  } catch (error) {
    return refuse(apiMessage(error, lang));
  }
}

/**
 * The form as typed, and the new photos of each of its colours: blank new colour and characteristic rows
 * and removed colours are left out.
 */
function readDraft(form: FormData): { draft: ProductDraft; files: File[][] } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const both = (name: string) => ({ ru: text(`${name}.ru`), uz: text(`${name}.uz`) });
  const rows = (name: string) => Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text(name), 10) || 0));
  const id = ProductIdParamsSchema.safeParse({ id: text('id') });

  const colors: ColorDraft[] = [];
  const files: File[][] = [];
  for (let index = 0; index < rows('colorRows'); index++) {
    const prefix = `color.${index}`;
    if (form.get(`${prefix}.remove`)) continue;
    const dropped = new Set(form.getAll(`${prefix}.dropImage`).map(String));
    const images = form
      .getAll(`${prefix}.image`)
      .flatMap((value) => {
        const image = UploadedImageSchema.safeParse(safeJson(String(value)));
        return image.success ? [image.data] : [];
      })
      .filter((image) => !dropped.has(image.id));
    const color = { name: both(`${prefix}.name`), hex: text(`${prefix}.hex`).trim(), images };
    const photos = form.getAll(`${prefix}.files`).filter((file): file is File => file instanceof File && file.size > 0);
    const blank = !color.name.ru.trim() && !color.name.uz.trim() && !color.hex && images.length === 0;
    if (blank && photos.length === 0) continue;
    colors.push(color);
    files.push(photos);
  }

  const characteristics: CharacteristicDraft[] = [];
  for (let index = 0; index < rows('characteristicRows'); index++) {
    const prefix = `characteristic.${index}`;
    const row = { key: text(`${prefix}.key`).trim(), name: both(`${prefix}.name`), value: both(`${prefix}.value`) };
    const blank = !row.key && ![row.name.ru, row.name.uz, row.value.ru, row.value.uz].some((v) => v.trim());
    if (!blank) characteristics.push(row);
  }

  const draft: ProductDraft = {
    id: id.success ? id.data.id : null,
    revision: crypto.randomUUID(),
    synced: form.get('synced') === '1',
    art: text('art'),
    categoryId: text('categoryId'),
    name: both('name'),
    shortDescription: both('shortDescription'),
    description: both('description'),
    price: text('price'),
    count: text('count'),
    composition: both('composition'),
    canvas: both('canvas'),
    weight: text('weight'),
    width: text('width'),
    show: form.get('show') === 'on',
    bestseller: form.get('bestseller') === 'on',
    recommended: form.get('recommended') === 'on',
    latest: form.get('latest') === 'on',
    colors,
    characteristics,
  };
  return { draft, files };
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A typed number: blank is `blank`, a comma is a decimal point, anything else unparsable fails validation. */
function numberOf<T>(value: string, blank: T): number | T {
  const trimmed = value.trim().replace(',', '.').replaceAll(' ', '');
  return trimmed === '' ? blank : Number(trimmed);
}

/** The API's input for a draft; the schema decides what is valid. */
function inputOf(draft: ProductDraft): unknown {
  return {
    art: draft.art,
    categoryId: draft.categoryId || null,
    name: draft.name,
    shortDescription: draft.shortDescription,
    description: draft.description,
    price: numberOf(draft.price, Number.NaN),
    count: numberOf(draft.count, 0),
    composition: draft.composition,
    canvas: draft.canvas,
    weight: numberOf(draft.weight, null),
    width: numberOf(draft.width, null),
    show: draft.show,
    bestseller: draft.bestseller,
    recommended: draft.recommended,
    latest: draft.latest,
    colors: draft.colors.map((color) => ({
      name: color.name,
      hex: color.hex || null,
      images: color.images.map((image) => image.id),
    })),
    characteristics: draft.characteristics,
  };
}

/** "Check the input" naming the field of the product form that is wrong. */
function productFieldMessage(error: z.ZodError, lang: Lang, t: AdminCatalogText): string {
  return fieldMessage(error, lang, {
    art: t.art,
    categoryId: t.category,
    name: t.name,
    'colors.name': t.colorName,
    shortDescription: t.shortDescription,
    description: t.description,
    price: t.price,
    count: t.count,
    composition: t.composition,
    canvas: t.canvas,
    weight: t.weight,
    width: t.width,
    hex: t.hex,
    key: t.key,
    value: t.value,
    images: t.colorImages,
    colors: t.color,
    characteristics: t.characteristic,
  });
}

/** Sets the stock of one product in rolls (`PUT /api/product/{id}`), from the list's stock form. */
export async function stockAction(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<{ error: string | null; saved: string | null; draft: null }> {
  const lang = pageLang(request);
  const target = ProductIdParamsSchema.safeParse({ id: form.get('productId') });
  const raw = String(form.get('count') ?? '').trim();
  const stock = StockInputSchema.safeParse({ count: raw === '' ? Number.NaN : Number(raw) });
  if (!target.success) return { error: issueMessage(target.error, lang), saved: null, draft: null };
  if (!stock.success) return { error: issueMessage(stock.error, lang), saved: null, draft: null };
  try {
    await apiRequest(context, request, `/api/product/${target.data.id}`, { method: 'PUT', body: stock.data });
    const saved = adminCatalogText(lang).stockSaved(String(form.get('name') ?? ''), stock.data.count);
    return { error: null, saved, draft: null };
  } catch (error) {
    return { error: apiMessage(error, lang), saved: null, draft: null };
  }
}
