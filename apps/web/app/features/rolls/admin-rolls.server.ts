/**
 * The back office's rolls: one product's lots and rolls, and receiving a lot from the dye house. The
 * pasted weights are read and checked by the API alone (`POST /api/rolls/lots/preview`), for the live
 * preview as for the form sent without JavaScript, so the screen and the save use one parser.
 */
import {
  LotReceiveSchema,
  RollUpdateSchema,
  ROLL_STATUS_LABELS,
  ROLL_STATUSES,
  type Lang,
  type LotPreview,
  type LotReceived,
  type LotSummary,
  type Product,
  type ProductList,
  type Roll,
  type RollStatus,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath, pageLang } from '../../lib/locale';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { adminRollsText } from './admin-rolls.i18n';

export interface RollRow {
  id: number;
  number: string;
  color: string | null;
  lot: string;
  weightKg: number;
  status: RollStatus;
  statusLabel: string;
  orderId: number | null;
}

export interface AdminRollsData {
  products: { id: number; name: string; art: string }[];
  /** The search that narrowed `products` (name or article). */
  search: string;
  /** The product chosen by `?product=`, with its lots (oldest first) and rolls under the filters. */
  product: Product | null;
  lots: LotSummary[];
  rolls: { items: RollRow[]; total: number };
  filters: { color: string; status: RollStatus | '' };
  statuses: { value: RollStatus; label: string }[];
}

/** What the receiving form sent, to show it again after a refusal. */
export interface ReceiveValues {
  colorId: string;
  lot: string;
  weights: string;
  widthCm: string;
  grade: string;
  note: string;
}

export interface ReceiveResult {
  intent: 'preview' | 'receive';
  error: string | null;
  notice: string | null;
  preview: LotPreview | null;
  values: ReceiveValues;
  /** After a save: the labels of the rolls just received. */
  labelsHref: string | null;
}

const id = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The rolls page: products to choose from and, for the chosen one, its lots and rolls. */
export async function loadAdminRolls(context: AppLoadContext, request: Request): Promise<AdminRollsData> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The products to choose from: the first 100 by name, or those matching `?search=` (name or article).
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 200);
  const listQuery = new URLSearchParams({ limit: '100', sort: 'name', ...(search ? { search } : {}) });
  const list = await apiRequest<ProductList>(context, request, `/api/products?${listQuery}`);
  const products = list.items.map(({ id, name, art }) => ({ id, name, art }));
  const status = url.searchParams.get('status') ?? '';
  const filters = {
    color: String(id(url.searchParams.get('color')) ?? ''),
    status: (ROLL_STATUSES as readonly string[]).includes(status) ? (status as RollStatus) : ('' as const),
  };
  const statuses = ROLL_STATUSES.map((value) => ({ value, label: ROLL_STATUS_LABELS[value][lang] }));
  const productId = id(url.searchParams.get('product'));
  const empty = { products, search, product: null, lots: [], rolls: { items: [], total: 0 }, filters, statuses };
  if (productId === null) return empty;
  const query = new URLSearchParams({ productId: String(productId), limit: '500' });
  if (filters.color) query.set('colorId', filters.color);
  if (filters.status) query.set('status', filters.status);
  try {
    const [product, lots, rolls] = await Promise.all([
      list.items.find((item) => item.id === productId) ??
        apiRequest<Product>(context, request, `/api/product/${productId}`),
      apiRequest<LotSummary[]>(context, request, `/api/rolls/lots?productId=${productId}`),
      apiRequest<{ items: RollRow[]; total: number }>(context, request, `/api/rolls?${query}`),
    ]);
    // A product opened by its address stays in the choice even when the search does not list it.
    const listed = products.some((item) => item.id === product.id);
    const choice = listed ? products : [{ id: product.id, name: product.name, art: product.art }, ...products];
    return { ...empty, products: choice, product, lots, rolls };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return empty;
    throw error;
  }
}

function valuesOf(form: FormData): ReceiveValues {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    colorId: field('colorId'),
    lot: field('lot'),
    weights: field('weights'),
    widthCm: field('widthCm'),
    grade: field('grade'),
    note: field('note'),
  };
}

/** A roll written off or taken back: the page's message. */
export interface StatusResult {
  intent: 'status';
  error: string | null;
  notice: string | null;
}

/** The rolls page's forms: receiving (`preview`, `receive`), or `write-off-<id>` / `restore-<id>` of one roll. */
export async function rollsAction(context: AppLoadContext, request: Request): Promise<ReceiveResult | StatusResult> {
  const lang: Lang = pageLang(request);
  const form = await request.formData();
  const change = /^(write-off|restore)-([1-9]\d{0,9})$/.exec(String(form.get('intent') ?? ''));
  if (change) return changeStatus(context, request, Number(change[2]), change[1] === 'restore', form, lang);
  return receive(context, request, form, lang);
}

/** `PUT /api/rolls/{id}`: write an available roll off, or take a write-off back, with the reason written. */
async function changeStatus(
  context: AppLoadContext,
  request: Request,
  rollId: number,
  restore: boolean,
  form: FormData,
  lang: Lang,
): Promise<StatusResult> {
  const t = adminRollsText(lang);
  const body = RollUpdateSchema.safeParse({
    status: restore ? 'available' : 'written_off',
    reason: String(form.get('reason') ?? ''),
  });
  if (!body.success) return { intent: 'status', error: issueMessage(body.error, lang), notice: null };
  try {
    const roll = await apiRequest<Roll>(context, request, `/api/rolls/${rollId}`, { method: 'PUT', body: body.data });
    return { intent: 'status', error: null, notice: restore ? t.restored(roll.number) : t.writtenOff(roll.number) };
  } catch (error) {
    return { intent: 'status', error: apiMessage(error, lang), notice: null };
  }
}

/**
 * `preview` (the live check, and the «Проверить» button without JavaScript) or `receive` (save the lot).
 * A refused save comes back with the preview of every row, so each problem shows beside its value.
 */
async function receive(context: AppLoadContext, request: Request, form: FormData, lang: Lang): Promise<ReceiveResult> {
  const t = adminRollsText(lang);
  const intent = form.get('intent') === 'receive' ? 'receive' : 'preview';
  const values = valuesOf(form);
  const result: ReceiveResult = { intent, error: null, notice: null, preview: null, values, labelsHref: null };
  const number = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text.trim() || null);
  const body = LotReceiveSchema.safeParse({
    productId: id(String(form.get('productId') ?? '')),
    colorId: values.colorId === '' ? null : number(values.colorId),
    lot: values.lot,
    weights: values.weights,
    widthCm: number(values.widthCm),
    grade: values.grade.trim() || null,
    note: values.note.trim() || null,
  });
  if (!body.success) return { ...result, error: issueMessage(body.error, lang) };
  const preview = () =>
    apiRequest<LotPreview>(context, request, '/api/rolls/lots/preview', { method: 'POST', body: body.data });
  try {
    if (intent === 'preview') return { ...result, preview: await preview() };
    const received = await apiRequest<LotReceived>(context, request, '/api/rolls/lots', {
      method: 'POST',
      body: body.data,
    });
    const ids = received.rolls.map((roll) => roll.id).join(',');
    return {
      ...result,
      notice: t.received(received.rolls.length, received.lot.lot),
      labelsHref: `/api/rolls/labels.pdf?ids=${ids}`,
      // The form starts afresh for the next lot; the colour stays chosen.
      values: { ...values, lot: '', weights: '', grade: '', note: '' },
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ROLL_WEIGHTS_INVALID') {
      return { ...result, error: t.fixFirst, preview: await preview().catch(() => null) };
    }
    // An empty paste while typing is no error worth a red line; the preview says what to do.
    if (intent === 'preview' && error instanceof ApiError && error.code === 'ROLL_WEIGHTS_REQUIRED') return result;
    return { ...result, error: apiMessage(error, lang) };
  }
}
