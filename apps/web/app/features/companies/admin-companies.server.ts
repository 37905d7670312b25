/**
 * The back office's company accounts (docs/decisions/020): the searchable list, one company opened from it
 * (`?id=`), adding a registered person to it and transferring its ownership at the company's request.
 */
import {
  AdminCompanyParamsSchema,
  AdminCompanyQuerySchema,
  AdminMemberBodySchema,
  AdminOwnerBodySchema,
  errorMessage,
  type AdminCompany,
  type AdminCompanyPage,
  type Lang,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import {
  apiFailure,
  formDone,
  formFailed,
  invalidForm,
  type FormFields,
} from '../../components/form/form-result.server';
import { ApiError, apiRequest } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { requireAdminUser } from '../accounts/session.server';
import { adminCompaniesText } from './admin-companies.i18n';
import type { CompanyFormResult } from './admin-company';

/** One page of the list, the search it answers, and why that search was refused (null when it was not). */
export interface AdminCompaniesPage extends AdminCompanyPage {
  search: string;
  searchError: string | null;
}

/** The company `?id=` opens: the company, or `missing` when there is none with that id. */
export type OpenedCompany = { company: AdminCompany } | { missing: true } | null;

/**
 * The page of companies the address asks for (`?search=` title or ИНН, `?page=`) and the company it opens
 * (`?id=`). A search the API would refuse answers an empty list with a message, not the error page.
 */
export async function loadAdminCompanies(
  context: AppLoadContext,
  request: Request,
): Promise<{ list: AdminCompaniesPage; open: OpenedCompany }> {
  await requireAdminUser(context, request);
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const pageParam = url.searchParams.get('page') ?? '';
  const id = url.searchParams.get('id');
  const [list, open] = await Promise.all([
    companiesPage(context, request, search, /^\d{1,4}$/.test(pageParam) ? Number(pageParam) : 1),
    id === null ? null : openCompany(context, request, id),
  ]);
  return { list, open };
}

/** The list the address asks for; a search the API would refuse (a control character, say) is checked first. */
async function companiesPage(
  context: AppLoadContext,
  request: Request,
  search: string,
  page: number,
): Promise<AdminCompaniesPage> {
  const lang = pageLang(request);
  const query = AdminCompanyQuerySchema.safeParse({ search: search || undefined, page });
  if (!query.success) return refusedSearch(search, lang);
  const params = new URLSearchParams({ page: String(query.data.page) });
  if (query.data.search) params.set('search', query.data.search);
  try {
    const list = await apiRequest<AdminCompanyPage>(context, request, `/api/admin/companies?${params}`);
    return { ...list, search, searchError: null };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return refusedSearch(search, lang);
    throw error;
  }
}

function refusedSearch(search: string, lang: Lang): AdminCompaniesPage {
  const searchError = adminCompaniesText(lang).searchInvalid;
  return { items: [], total: 0, page: 1, limit: 1, search, searchError };
}

async function openCompany(context: AppLoadContext, request: Request, id: string): Promise<OpenedCompany> {
  const params = AdminCompanyParamsSchema.safeParse({ id });
  if (!params.success) return { missing: true };
  try {
    return { company: await apiRequest<AdminCompany>(context, request, `/api/admin/companies/${params.data.id}`) };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return { missing: true };
    throw error;
  }
}

/**
 * The opened company's forms: `member` adds a registered person by phone with a role, `owner` makes a member
 * the owner (only with the confirmation ticked).
 */
export async function adminCompanyAction(context: AppLoadContext, request: Request): Promise<CompanyFormResult> {
  await requireAdminUser(context, request);
  const form = await request.formData();
  return form.get('intent') === 'owner' ? transferOwnership(context, request, form) : addMember(context, request, form);
}

/** Adds the account with the phone; the API's refusal (no such account, already a member) shows at the phone. */
async function addMember(context: AppLoadContext, request: Request, form: FormData): Promise<CompanyFormResult> {
  const lang = pageLang(request);
  const t = adminCompaniesText(lang);
  const values = { phone: String(form.get('phone') ?? ''), role: String(form.get('role') ?? '') };
  const fields: FormFields = { labels: { phone: t.phone, role: t.role } };
  const company = AdminCompanyParamsSchema.safeParse({ id: form.get('companyId') });
  if (!company.success) {
    return { intent: 'member', ...formFailed(errorMessage('COMPANY_NOT_FOUND', lang), { values }) };
  }
  const parsed = AdminMemberBodySchema.safeParse(values);
  if (!parsed.success) return { intent: 'member', ...invalidForm(parsed.error, lang, fields, values) };
  try {
    await apiRequest(context, request, `/api/admin/companies/${company.data.id}/members`, {
      method: 'POST',
      body: parsed.data,
    });
    return { intent: 'member', ...formDone(t.added) };
  } catch (error) {
    const codeFields = { USER_NOT_FOUND: 'phone', COMPANY_ALREADY_MEMBER: 'phone' } as const;
    return { intent: 'member', ...apiFailure(error, lang, fields, values, codeFields) };
  }
}

/** Makes the chosen member the owner (the API makes the other owners buyers). */
async function transferOwnership(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<CompanyFormResult> {
  const lang = pageLang(request);
  const t = adminCompaniesText(lang);
  const company = AdminCompanyParamsSchema.safeParse({ id: form.get('companyId') });
  const owner = AdminOwnerBodySchema.safeParse({ userId: form.get('userId') || undefined });
  if (!company.success || !owner.success) {
    return { intent: 'owner', ...formFailed(null, { fieldErrors: { userId: t.transferNeedsMember } }) };
  }
  if (form.get('confirm') !== 'yes') {
    return { intent: 'owner', ...formFailed(null, { fieldErrors: { confirm: t.transferNeedsConfirm } }) };
  }
  try {
    await apiRequest(context, request, `/api/admin/companies/${company.data.id}/owner`, {
      method: 'POST',
      body: owner.data,
    });
    return { intent: 'owner', ...formDone(t.transferred) };
  } catch (error) {
    return { intent: 'owner', ...apiFailure(error, lang, { labels: { userId: t.newOwner } }, {}) };
  }
}
