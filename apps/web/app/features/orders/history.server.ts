/**
 * The customer's order history: their orders newest first with each one's documents, the акт сверки's
 * period, and cancelling an order that is still new. Acting for a company (docs/decisions/020) it is the
 * company's orders, `?placedBy=` narrowing them to one member's, and an owner approves or declines an order
 * a buyer placed above their limit.
 */
import {
  errorMessage,
  OrderApprovalSchema,
  OrderHistoryQuerySchema,
  OrderIdParamsSchema,
  ReconciliationQuerySchema,
  RELEASED_STATUSES,
  type Lang,
  type Order,
  type OrderDocuments,
} from '@polotno/domain';
import { redirectDocument, type AppLoadContext } from 'react-router';
import type { FieldErrors, FormResult } from '../../components/form/form-result';
import { formFailed } from '../../components/form/form-result.server';
import { problemMessage } from '../../components/form/form-text';
import { apiRequest } from '../../lib/api.server';
import { moscowDateInput } from '../../lib/dates';
import { pageLang } from '../../lib/locale';
import { requireSessionUser } from '../accounts/session.server';
import { orderDocumentsText } from './order-documents.i18n';
import { ordersText } from './orders.i18n';
import { done, failed, failedCall } from './orders-result.server';
import type { OrderActionResult } from './orders.types';
import { periodPresets, reconciliationUrl, type Period, type PeriodPreset } from './reconciliation-period';

/** The акт сверки's picker: the presets as of today, the period the form starts with, a refused period's problems. */
export interface ReconciliationForm {
  presets: Record<PeriodPreset, Period>;
  period: Period;
  result: FormResult | null;
}

/**
 * `GET /api/order/{userId}`, newest first (the API lists the most recently changed first), each order with
 * `GET /api/order/{id}/documents` — but a cancelled or expired one: its rolls went back, it has nothing to
 * give. `?placed=<id>`, where the checkout sends the customer, names the order just placed when it is one of
 * theirs; `?from=&to=` is the акт сверки's picker (`reconciliationForm`).
 */
export async function loadHistory(context: AppLoadContext, request: Request) {
  const user = await requireSessionUser(context, request);
  const params = new URL(request.url).searchParams;
  const reconciliation = reconciliationForm(params, pageLang(request));
  // A member's id from the filter's select; anything else shows every order.
  const filter = OrderHistoryQuerySchema.safeParse({ placedBy: params.get('placedBy') || undefined });
  const placedBy = filter.success ? (filter.data.placedBy ?? null) : null;
  const query = placedBy ? `?placedBy=${placedBy}` : '';
  const orders = await apiRequest<Order[]>(context, request, `/api/order/${user.id}${query}`);
  orders.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const documents: Record<number, OrderDocuments> = {};
  await Promise.all(
    orders
      // A buyer does not see the money side of another member's order (its documents answer 403).
      .filter((order) => !RELEASED_STATUSES.includes(order.status) && order.documentsVisible !== false)
      .map(async (order) => {
        documents[order.id] = await apiRequest<OrderDocuments>(context, request, `/api/order/${order.id}/documents`);
      }),
  );
  const placed = Number(params.get('placed'));
  return {
    orders,
    documents,
    placed: orders.some((order) => order.id === placed) ? placed : null,
    reconciliation,
    placedBy,
  };
}

/**
 * The акт сверки's picker sends `?from=&to=` here as a plain GET (a document request, also with JavaScript).
 * A period the domain's schema accepts goes on to the API's PDF by a document redirect, so the browser
 * downloads it and the page stays; a refused one comes back with the rule above the form and the wrong
 * fields marked. Without a period the picker starts at the current quarter so far.
 */
function reconciliationForm(params: URLSearchParams, lang: Lang): ReconciliationForm {
  const presets = periodPresets(moscowDateInput(new Date().toISOString()));
  if (!params.has('from') && !params.has('to')) return { presets, period: presets.quarter, result: null };
  const period = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const checked = ReconciliationQuerySchema.safeParse(period);
  if (checked.success) throw redirectDocument(reconciliationUrl(checked.data));
  // The rules in one sentence above the form (the domain's, as the API words them), and the fields it is about.
  const t = orderDocumentsText(lang);
  const labels = { from: t.periodFrom, to: t.periodTo };
  const problems: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const name = issue.path[0];
    if (name !== 'from' && name !== 'to') continue;
    problems[name] = problemMessage(period[name].trim() ? 'invalid' : 'required', lang, labels[name]);
  }
  const error = errorMessage('RECONCILIATION_PERIOD_INVALID', lang);
  return { presets, period, result: formFailed(error, { fieldErrors: problems, values: period }) };
}

/**
 * Cancelling: `PUT /api/order/{id}` `{status: 'cancelled'}`; the API allows the owner this while the order is
 * new. Approving or declining (with a reason): `POST /api/order/{id}/approval`, an owner's.
 */
export async function historyAction(context: AppLoadContext, request: Request): Promise<OrderActionResult> {
  await requireSessionUser(context, request);
  const lang = pageLang(request);
  const form = await request.formData();
  const target = OrderIdParamsSchema.safeParse({ id: form.get('orderId') });
  const decision = /^(approve|decline)-\d{1,10}$/.exec(String(form.get('intent')))?.[1];
  if (target.success && decision && form.get('intent') === `${decision}-${target.data.id}`) {
    return decideApproval(context, request, target.data.id, decision, String(form.get('reason') ?? ''));
  }
  if (!target.success || form.get('intent') !== `cancel-${target.data.id}`)
    return failed(errorMessage('VALIDATION_FAILED', lang));
  try {
    await apiRequest<Order>(context, request, `/api/order/${target.data.id}`, {
      method: 'PUT',
      body: { status: 'cancelled' },
    });
    return done(ordersText(lang).cancelled(target.data.id));
  } catch (error) {
    return failedCall(error, lang);
  }
}

/** An owner's decision on an order waiting for approval; a decline needs its reason. */
async function decideApproval(
  context: AppLoadContext,
  request: Request,
  id: number,
  decision: string,
  reason: string,
): Promise<OrderActionResult> {
  const lang = pageLang(request);
  const t = orderDocumentsText(lang);
  const parsed = OrderApprovalSchema.safeParse({ decision, reason });
  if (!parsed.success) return failed(`${t.declineReason}: ${problemMessage('required', lang, t.declineReason)}`);
  try {
    await apiRequest<Order>(context, request, `/api/order/${id}/approval`, { method: 'POST', body: parsed.data });
    return done(parsed.data.decision === 'approve' ? t.approved(id) : t.declined(id));
  } catch (error) {
    return failedCall(error, lang);
  }
}
