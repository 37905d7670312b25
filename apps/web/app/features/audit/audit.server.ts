/** The audit trail for the back office's pages: filters from the address, one object's history. */
import { AuditQuerySchema, type AuditActors, type AuditKind, type AuditPage } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';

/** An object's records shown on its page; the trail has the rest. */
const HISTORY_SIZE = 10;

/** `GET /api/admin/audit` with the address's filters (unknown or malformed ones are dropped), and the people. */
export async function listAudit(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of ['actorId', 'kind', 'objectId', 'from', 'to', 'page'] as const) {
    const value = params.get(name)?.trim();
    if (value && AuditQuerySchema.shape[name].safeParse(value).success) query.set(name, value);
  }
  const [page, actors] = await Promise.all([
    apiRequest<AuditPage>(context, request, `/api/admin/audit?${query}`),
    apiRequest<AuditActors>(context, request, '/api/admin/audit/actors'),
  ]);
  return { page, actors };
}

/** The latest changes of one object, for its page in the back office. */
export function objectHistory(
  context: AppLoadContext,
  request: Request,
  kind: AuditKind,
  objectId: string | number,
): Promise<AuditPage> {
  const query = new URLSearchParams({ kind, objectId: String(objectId), limit: String(HISTORY_SIZE) });
  return apiRequest<AuditPage>(context, request, `/api/admin/audit?${query}`);
}
