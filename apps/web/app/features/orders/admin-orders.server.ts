/**
 * The back office's order desk: the filtered list, one open order with its customer, its documents and the
 * customer's акт сверки, and the manager's writes (actual weights and note, a status step, deleting, a
 * payment recorded or voided). Every write goes through `PUT`/`DELETE /api/order/{id}` and
 * `/api/order/{id}/payments`, so the API's status machine, stock and payment rules decide.
 */
import {
  errorMessage,
  ERRORS,
  type ErrorCode,
  ORDER_STATUSES,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderUpdateSchema,
  PaymentCreateSchema,
  PaymentVoidSchema,
  ReconciliationQuerySchema,
  type Lang,
  type Order,
  type OrderDocuments,
  type OrderRollSwap,
  type OrderStatus,
  type User,
} from '@polotno/domain';
import { redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { moscowDateInput, moscowDayStart } from '../../lib/dates';
import { findSwapCandidates, findSwaps, swapRoll, type SwapCandidate } from '../rolls/roll-swap.server';
import { adminOrdersText, type AdminOrdersText } from './admin-orders.i18n';
import { periodPresets, type Period } from './reconciliation-period';

const PAGE_SIZE = 20;

export interface OrderFilters {
  status: OrderStatus | '';
  customer: string;
  from: string;
  to: string;
}

export interface AdminOrdersData {
  filters: OrderFilters;
  page: number;
  limit: number;
  list: { items: Order[]; total: number };
  /**
   * The order named by `?id=`, with its account, the rolls its roll lines could swap to and its swaps so far;
   * `missing` when that number does not exist.
   */
  open:
    | {
        order: Order;
        customer: User | null;
        candidates: Record<number, SwapCandidate[]>;
        swaps: OrderRollSwap[];
        documents: OrderDocuments;
        reconciliation: ReconciliationPick;
      }
    | { missing: number }
    | null;
  notice: string | null;
}

/** The customer's акт сверки on the desk: the period the picker shows, and why a period sent was refused. */
export interface ReconciliationPick {
  period: Period;
  error: string | null;
}

export interface DeskResult {
  error: string | null;
  notice: string | null;
  /**
   * Messages beside their fields (`weight-<line>`, `reason-<line>`; a payment's `paidOn`, `amount`,
   * `documentNumber`; a void's `voidReason-<payment>`), in the page's language.
   */
  fields?: Record<string, string>;
  /** The fields as sent, so a refused form comes back as typed (also without JavaScript). */
  values?: Record<string, string>;
}

// `details` of 422 ORDER_WEIGHT_OUT_OF_BAND: every line whose weight lies outside its band.
const OutOfBandDetailsSchema = z.object({
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      name: z.string(),
      rolls: z.number().int(),
      weightKg: z.number(),
      minKg: z.number(),
      maxKg: z.number(),
    }),
  ),
});

const kgText = (kg: number) => String(kg).replace('.', ',');

/** A message beside each weight the API refused as outside its band; none for any other error. */
function outOfBandFields(error: unknown, t: AdminOrdersText): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'ORDER_WEIGHT_OUT_OF_BAND') return {};
  const details = OutOfBandDetailsSchema.safeParse(error.details);
  if (!details.success) return {};
  return Object.fromEntries(
    details.data.lines.map((line) => [
      `weight-${line.lineId}`,
      t.outOfBand(line.name, kgText(line.weightKg), kgText(line.minKg), kgText(line.maxKg), line.rolls),
    ]),
  );
}

function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  // A filter the API would refuse (a control character, say) is dropped, like a malformed date.
  const customer = OrderListQuerySchema.shape.customer.safeParse((params.get('customer') ?? '').trim().slice(0, 100));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return moscowDayStart(value) ? value : '';
  };
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    customer: customer.success ? (customer.data ?? '') : '',
    from: date('from'),
    to: date('to'),
  };
}

/** The list under the address's filters (dates are Moscow days, `to` inclusive) and the open order. */
export async function loadAdminOrders(context: AppLoadContext, request: Request): Promise<AdminOrdersData> {
  const url = new URL(request.url);
  const t = adminOrdersText(langFromPath(url.pathname));
  const filters = filtersOf(url.searchParams);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const query = new URLSearchParams({
    limit: String(PAGE_SIZE),
    offset: String((page - 1) * PAGE_SIZE),
  });
  if (filters.status) query.set('status', filters.status);
  if (filters.customer) query.set('customer', filters.customer);
  if (filters.from) query.set('from', moscowDayStart(filters.from) ?? '');
  if (filters.to) query.set('to', moscowDayStart(filters.to, 1) ?? '');
  const list = await apiRequest<{ items: Order[]; total: number }>(context, request, `/api/order?${query}`);

  let open: AdminOrdersData['open'] = null;
  const wanted = OrderIdParamsSchema.safeParse({ id: url.searchParams.get('id') });
  if (url.searchParams.has('id') && wanted.success) {
    const found = await apiRequest<{ items: Order[] }>(context, request, `/api/order?id=${wanted.data.id}`);
    const order = found.items[0];
    open = order
      ? {
          order,
          customer: await apiRequest<User>(context, request, `/api/user/${order.userId}`).catch(() => null),
          candidates: await findSwapCandidates(context, request, order),
          swaps: await findSwaps(context, request, order),
          documents: await apiRequest<OrderDocuments>(context, request, `/api/order/${order.id}/documents`),
          reconciliation: reconciliationPick(url.searchParams, order.userId, t),
        }
      : { missing: wanted.data.id };
  }
  const deleted = Number(url.searchParams.get('deleted'));
  return { filters, page, limit: PAGE_SIZE, list, open, notice: deleted > 0 ? t.deleted(deleted) : null };
}

/**
 * The customer's акт сверки: the desk's picker sends `?actFrom=&actTo=` with the open order as a plain GET (a
 * document request). A period the domain's schema accepts goes on to the API's PDF for the order's customer
 * by a document redirect, so the browser downloads it and the desk stays; a refused one comes back with the
 * reason. Without a period the picker starts at the current quarter so far.
 */
function reconciliationPick(params: URLSearchParams, userId: string, t: AdminOrdersText): ReconciliationPick {
  const presets = periodPresets(moscowDateInput(new Date().toISOString()));
  if (!params.has('actFrom') && !params.has('actTo')) return { period: presets.quarter, error: null };
  const period = { from: params.get('actFrom') ?? '', to: params.get('actTo') ?? '' };
  const checked = ReconciliationQuerySchema.safeParse({ ...period, userId });
  if (!checked.success) return { period, error: t.reconciliationInvalid };
  throw redirectDocument(`/api/reconciliation.pdf?${new URLSearchParams(checked.data)}`);
}

/**
 * A number as the manager types it, kilograms or roubles: `"22,35"` → 22.35, `"10 000,50"` → 10000.5 (any
 * white space, the no-break one too, is dropped); an empty field → undefined (not weighed yet, no amount);
 * anything else → NaN for the schema.
 */
function typedNumber(raw: FormDataEntryValue | null): number | undefined {
  const text = String(raw ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Runs the desk's `intent`: `save` (weights and note), `move-<status>` (the same plus that status step),
 * `delete` (only with the confirmation ticked) or `swap-<line>` (one roll of a roll line for another).
 */
export async function adminOrderAction(context: AppLoadContext, request: Request): Promise<DeskResult | Response> {
  const url = new URL(request.url);
  const lang: Lang = langFromPath(url.pathname);
  const t = adminOrdersText(lang);
  const form = await request.formData();
  const target = OrderIdParamsSchema.safeParse({ id: form.get('orderId') });
  if (!target.success) return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
  const id = target.data.id;
  const intent = String(form.get('intent') ?? '');
  if (/^swap-\d{1,10}$/.test(intent)) return swapRoll(context, request, id, form, lang);
  if (intent === 'pay') return recordPayment(context, request, id, form, lang);
  if (intent === 'void') return voidPayment(context, request, id, form, lang);

  try {
    if (intent === 'delete') {
      if (form.get('confirm') !== 'yes') return { error: t.deleteNeedsConfirm, notice: null };
      await apiRequest(context, request, `/api/order/${id}`, { method: 'DELETE' });
      const back = new URLSearchParams(url.search);
      back.delete('id');
      back.set('deleted', String(id));
      return redirect(`${url.pathname}?${back}`);
    }
    const move = intent.startsWith('move-') ? intent.slice('move-'.length) : undefined;
    if (intent !== 'save' && move === undefined)
      return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };

    const lineIds = form.getAll('lineId').map(String);
    const values: Record<string, string> = {};
    for (const name of lineIds.flatMap((lineId) => [`weight-${lineId}`, `override-${lineId}`, `reason-${lineId}`])) {
      const value = form.get(name);
      if (typeof value === 'string') values[name] = value;
    }
    // A weight outside its line's band goes through only with the override ticked and a reason written.
    const lines = lineIds
      .map((lineId) => {
        const override = form.get(`override-${lineId}`) === 'yes';
        return {
          id: Number(lineId),
          actualWeightKg: typedNumber(form.get(`weight-${lineId}`)),
          override,
          overrideReason: override ? String(form.get(`reason-${lineId}`) ?? '') : undefined,
        };
      })
      .filter((line): line is typeof line & { actualWeightKg: number } => line.actualWeightKg !== undefined);
    // Weights change the sums of an invoice, so the API locks them once it is issued; send them only before.
    const body = {
      status: move,
      lines: lines.length > 0 && form.get('weighable') === 'yes' ? lines : undefined,
      managerNote: form.has('managerNote') ? String(form.get('managerNote')) : undefined,
    };
    // Checked here for a message in the page's language; the API checks the same schema again.
    const checked = OrderUpdateSchema.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const [list, index, field] = issue.path;
        const line = list === 'lines' && typeof index === 'number' ? body.lines?.[index] : undefined;
        if (line && field === 'overrideReason') fields[`reason-${line.id}`] ??= t.overrideReasonInvalid;
        if (line && field === 'actualWeightKg') fields[`weight-${line.id}`] ??= errorMessage('WEIGHT_INVALID', lang);
      }
      return { error: issueMessage(checked.error, lang), notice: null, fields, values };
    }
    try {
      const order = await apiRequest<Order>(context, request, `/api/order/${id}`, { method: 'PUT', body });
      return { error: null, notice: move ? t.moved(order.statusLabel) : t.saved };
    } catch (error) {
      return { error: apiMessage(error, lang), notice: null, fields: outOfBandFields(error, t), values };
    }
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null };
  }
}

/** `POST /api/order/{id}/payments`: the day paid, the amount in roubles, the buyer's payment order number. */
async function recordPayment(
  context: AppLoadContext,
  request: Request,
  id: number,
  form: FormData,
  lang: Lang,
): Promise<DeskResult> {
  const t = adminOrdersText(lang);
  const values = Object.fromEntries(
    ['paidOn', 'amount', 'documentNumber'].map((name) => [name, String(form.get(name) ?? '')]),
  );
  // Checked here for messages at their fields in the page's language; the API checks the same schema again.
  const body = {
    paidOn: values.paidOn,
    amount: typedNumber(values.amount ?? ''),
    documentNumber: values.documentNumber,
  };
  const checked = PaymentCreateSchema.safeParse(body);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') fields[field] ??= errorMessage(codeOf(issue.message), lang);
    }
    return { error: issueMessage(checked.error, lang), notice: null, fields, values };
  }
  try {
    const order = await apiRequest<Order>(context, request, `/api/order/${id}/payments`, { method: 'POST', body });
    return { error: null, notice: t.paymentRecorded(order.statusLabel) };
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null, values };
  }
}

/** `DELETE /api/order/{id}/payments/{paymentId}` with the reason: the payment is kept, marked voided. */
async function voidPayment(
  context: AppLoadContext,
  request: Request,
  id: number,
  form: FormData,
  lang: Lang,
): Promise<DeskResult> {
  const t = adminOrdersText(lang);
  const paymentId = Number(form.get('paymentId'));
  const field = `voidReason-${paymentId}`;
  const values = { [field]: String(form.get('reason') ?? '') };
  const checked = PaymentVoidSchema.safeParse({ reason: values[field] });
  if (!Number.isSafeInteger(paymentId) || paymentId < 1) {
    return { error: errorMessage('PAYMENT_NOT_FOUND', lang), notice: null };
  }
  if (!checked.success) {
    const message = issueMessage(checked.error, lang);
    return { error: message, notice: null, fields: { [field]: message }, values };
  }
  try {
    await apiRequest<Order>(context, request, `/api/order/${id}/payments/${paymentId}`, {
      method: 'DELETE',
      body: checked.data,
    });
    return { error: null, notice: t.paymentVoided };
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null, values };
  }
}

/** An issue's message is a domain error code (the schemas name theirs); anything else is a validation failure. */
function codeOf(message: string): ErrorCode {
  return Object.hasOwn(ERRORS, message) ? (message as ErrorCode) : 'VALIDATION_FAILED';
}
