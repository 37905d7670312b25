/** The back office's user list: block, unblock and change the role of one user (spec §6). */
import { RoleSchema, UserIdParamsSchema, UserListQuerySchema, type AdminUser } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath, pageLang } from '../../lib/locale';
import { apiMessage } from '../../components/form/form-result.server';
import { accountsText } from './accounts.i18n';
import { requireAdminUser } from './session.server';

/** Blocks, unblocks or changes the role of one user (the API refuses changes to oneself). */
export async function adminUserAction(context: AppLoadContext, request: Request): Promise<{ error: string | null }> {
  const lang = pageLang(request);
  await requireAdminUser(context, request);
  const form = await request.formData();
  const target = UserIdParamsSchema.safeParse({ id: form.get('userId') });
  if (!target.success) return { error: apiMessage(null, lang) };
  const id = target.data.id;
  try {
    const intent = form.get('intent');
    if (intent === 'block' || intent === 'unblock') {
      await apiRequest(context, request, `/api/user/${id}/block`, {
        method: 'PUT',
        body: { blocked: intent === 'block' },
      });
    } else {
      const role = RoleSchema.parse(form.get('role'));
      await apiRequest(context, request, `/api/user/${id}/role`, { method: 'PUT', body: { role } });
    }
    return { error: null };
  } catch (error) {
    return { error: apiMessage(error, lang) };
  }
}

/** One page of the user list, and why a search was refused (null when it was not). */
export interface AdminUserList {
  /** Each with the companies they belong to and their role there (decision 020). */
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  searchError: string | null;
}

/**
 * The page of users the address asks for (`?page=`, `?search=`). A search the API would refuse (a control
 * character, say) is checked with its own schema first and answers an empty list with a message in the
 * page's language, not the error page.
 */
export async function loadAdminUsers(
  context: AppLoadContext,
  request: Request,
  pageSize: number,
): Promise<AdminUserList> {
  await requireAdminUser(context, request);
  const url = new URL(request.url);
  const refused = {
    items: [],
    total: 0,
    page: 1,
    pageSize,
    searchError: accountsText(langFromPath(url.pathname)).searchUsersInvalid,
  };
  const pageParam = url.searchParams.get('page') ?? '';
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const query = UserListQuerySchema.safeParse({
    page: /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 1,
    pageSize,
    search: search || undefined,
  });
  if (!query.success) return refused;
  const params = new URLSearchParams({ pageSize: String(pageSize), page: String(query.data.page) });
  if (query.data.search) params.set('search', query.data.search);
  try {
    const list = await apiRequest<Omit<AdminUserList, 'searchError'>>(context, request, `/api/user?${params}`);
    return { ...list, searchError: null };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return refused;
    throw error;
  }
}
