/**
 * The back office's 1C exchange (issue 25): its status and what to type into 1C, the settings, the line and
 * stock differences 1C reported, the sessions and the one opened by `?session=`, read from `/api/admin/onec`;
 * and the manager's writes — the settings, «send this order to 1C again», a difference marked seen.
 */
import {
  errorMessage,
  OnecDifferenceParamsSchema,
  OnecOrderParamsSchema,
  OnecSessionParamsSchema,
  OnecSettingsUpdateSchema,
  type Lang,
  type OnecDifference,
  type OnecSession,
  type OnecSessionSummary,
  type OnecStatus,
  type OnecStockDifference,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { adminExchangeText } from './admin-exchange.i18n';

const PAGE_SIZE = 20;

export interface AdminExchangeData {
  status: OnecStatus;
  sessions: { items: OnecSessionSummary[]; total: number };
  page: number;
  limit: number;
  /** The session named by `?session=`; `missing` when there is none such. */
  session: OnecSession | { missing: true } | null;
  /** Line differences: the open ones, or all with `?differences=all`. */
  differences: { items: OnecDifference[]; total: number };
  showResolved: boolean;
  stock: OnecStockDifference[];
}

/** One 1C status id and the shop's status it maps to, as the settings form sends them. */
export interface StatusMapRow {
  onec: string;
  shop: string;
}

export interface ExchangeResult {
  intent: 'settings' | 'resend' | 'resolve';
  error: string | null;
  notice: string | null;
  /** The status map as typed, so a refused form comes back as it was sent (also without JavaScript). */
  rows?: StatusMapRow[];
  hideMissing?: boolean;
}

/** Everything the screen shows, read in parallel. */
export async function loadAdminExchange(context: AppLoadContext, request: Request): Promise<AdminExchangeData> {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const showResolved = params.get('differences') === 'all';
  const wanted = OnecSessionParamsSchema.safeParse({ id: params.get('session') });
  const get = <T>(path: string) => apiRequest<T>(context, request, path);
  const [status, sessions, differences, stock, session] = await Promise.all([
    get<OnecStatus>('/api/admin/onec'),
    get<AdminExchangeData['sessions']>(`/api/admin/onec/sessions?limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}`),
    get<AdminExchangeData['differences']>(`/api/admin/onec/differences?open=${showResolved ? 'false' : 'true'}`),
    get<{ items: OnecStockDifference[] }>('/api/admin/onec/stock-differences'),
    params.has('session')
      ? wanted.success
        ? get<OnecSession>(`/api/admin/onec/sessions/${wanted.data.id}`).catch((error: unknown) => {
            if (error instanceof ApiError && error.statusCode === 404) return { missing: true as const };
            throw error;
          })
        : Promise.resolve({ missing: true as const })
      : Promise.resolve(null),
  ]);
  return { status, sessions, page, limit: PAGE_SIZE, session, differences, showResolved, stock: stock.items };
}

/**
 * The status map from the form's rows: a row with an empty id is dropped (that is how a mapping is removed),
 * an id given twice or without a status is refused with a message.
 */
function statusMapOf(rows: StatusMapRow[], lang: Lang): { map: Record<string, string> } | { error: string } {
  const t = adminExchangeText(lang);
  const map: Record<string, string> = {};
  for (const row of rows) {
    const id = row.onec.trim();
    if (id === '') continue;
    if (Object.hasOwn(map, id)) return { error: t.statusMapDuplicate(id) };
    if (row.shop === '') return { error: t.statusMapIncomplete };
    map[id] = row.shop;
  }
  return { map };
}

/** Runs the screen's `intent`: `settings`, `resend` (an order number) or `resolve` (a difference). */
export async function exchangeAction(context: AppLoadContext, request: Request): Promise<ExchangeResult> {
  const lang: Lang = langFromPath(new URL(request.url).pathname);
  const t = adminExchangeText(lang);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');

  if (intent === 'settings') {
    const onec = form.getAll('onecStatus').map(String);
    const shop = form.getAll('shopStatus').map(String);
    const rows = onec.map((id, index) => ({ onec: id, shop: shop[index] ?? '' }));
    const hideMissing = form.get('hideMissing') === 'yes';
    const refused = (error: string): ExchangeResult => ({ intent, error, notice: null, rows, hideMissing });
    const statusMap = statusMapOf(rows, lang);
    if ('error' in statusMap) return refused(statusMap.error);
    // Checked here for a message in the page's language; the API checks the same schema again.
    const body = OnecSettingsUpdateSchema.safeParse({ hideMissing, statusMap: statusMap.map });
    if (!body.success) return refused(issueMessage(body.error, lang));
    try {
      await apiRequest(context, request, '/api/admin/onec/settings', { method: 'PUT', body: body.data });
      return { intent, error: null, notice: t.settingsSaved };
    } catch (error) {
      return refused(apiMessage(error, lang));
    }
  }

  if (intent === 'resend') {
    const target = OnecOrderParamsSchema.safeParse({ id: String(form.get('orderId') ?? '').trim() });
    if (!target.success) return { intent, error: errorMessage('ORDER_NOT_FOUND', lang), notice: null };
    try {
      await apiRequest(context, request, `/api/admin/onec/orders/${target.data.id}/resend`, { method: 'POST' });
      return { intent, error: null, notice: t.resent(target.data.id) };
    } catch (error) {
      return { intent, error: apiMessage(error, lang), notice: null };
    }
  }

  if (intent === 'resolve') {
    const target = OnecDifferenceParamsSchema.safeParse({ id: form.get('differenceId') });
    if (!target.success) return { intent, error: errorMessage('ONEC_DIFFERENCE_NOT_FOUND', lang), notice: null };
    try {
      await apiRequest(context, request, `/api/admin/onec/differences/${target.data.id}/resolve`, { method: 'POST' });
      return { intent, error: null, notice: t.resolved };
    } catch (error) {
      return { intent, error: apiMessage(error, lang), notice: null };
    }
  }

  return { intent: 'settings', error: errorMessage('VALIDATION_FAILED', lang), notice: null };
}
