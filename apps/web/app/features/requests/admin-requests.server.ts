/** The back office's requests list: filters from the address, and moving a request between statuses. */
import {
  errorMessage,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestStatusInputSchema,
  type Lang,
  type VisitorRequest,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { apiMessage } from '../../components/form/form-result.server';
import type { Paginated } from '../../components/pagination';

const PAGE_SIZE = 20;

/** `GET /api/admin/requests` with the page, status and kind of the address; unknown filters are dropped. */
export async function listRequests(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const name of ['page', 'status', 'kind'] as const) {
    const value = params.get(name);
    if (value && RequestListQuerySchema.shape[name].safeParse(value).success) query.set(name, value);
  }
  return apiRequest<Paginated<VisitorRequest>>(context, request, `/api/admin/requests?${query}`);
}

/** `PUT /api/admin/requests/{id}` with the status chosen in the row's form. */
export async function changeRequestStatus(
  context: AppLoadContext,
  request: Request,
  lang: Lang,
): Promise<{ error: string | null }> {
  const form = await request.formData();
  const target = RequestIdParamsSchema.safeParse({ id: form.get('id') });
  const body = RequestStatusInputSchema.safeParse({ status: form.get('status') });
  if (!target.success || !body.success) return { error: errorMessage('VALIDATION_FAILED', lang) };
  try {
    await apiRequest<VisitorRequest>(context, request, `/api/admin/requests/${target.data.id}`, {
      method: 'PUT',
      body: body.data,
    });
    return { error: null };
  } catch (error) {
    return { error: apiMessage(error, lang) };
  }
}
