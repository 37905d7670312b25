/**
 * The back office's company accounts (docs/decisions/020): the searchable list, one company opened from it
 * (`?id=`), adding a registered person to it and transferring its ownership at the company's request.
 */
import { COMPANY_ROLES, errorMessage, PhoneSchema } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { FormResult } from '../../components/form/form-result';
import {
  apiFailure,
  formDone,
  formFailed,
  invalidForm,
  type FormFields,
} from '../../components/form/form-result.server';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath, pageLang } from '../../lib/locale';
import { requireAdminUser } from '../accounts/session.server';
import { adminCompaniesText } from './admin-companies.i18n';
import type { AdminCompany, AdminCompanyList } from './admin-companies.types';

/** The API's page of the companies list (`GET /api/admin/companies?page=`). */
export const COMPANIES_PAGE_SIZE = 20;

const CompanyIdSchema = z.uuid();
// The form's fields as the API takes them: a phone in any spelling the shop accepts, and a role.
const AddMemberSchema = z.object({
  phone: PhoneSchema,
  role: z.enum(COMPANY_ROLES, { error: 'VALIDATION_FAILED' }),
});
// A search as the address carries it: no control characters (the API refuses them with a 400).
const SearchSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\p{Cc}]*$/u);

/** One page of the list, and why a search was refused (null when it was not). */
export interface AdminCompaniesPage extends AdminCompanyList {
  page: number;
  pageSize: number;
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
  const pageParam = url.searchParams.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) > 0 ? Number(pageParam) : 1;
  const search = SearchSchema.safeParse(url.searchParams.get('search') ?? '');
  const id = url.searchParams.get('id') ?? '';
  const [list, open] = await Promise.all([
    search.success
      ? companiesPage(context, request, search.data, page)
      : refusedSearch(url.searchParams.get('search') ?? '', langFromPath(url.pathname)),
    id ? openCompany(context, request, id) : null,
  ]);
  return { list, open };
}

function refusedSearch(search: string, lang: 'ru' | 'uz'): AdminCompaniesPage {
  const searchError = adminCompaniesText(lang).searchInvalid;
  return { items: [], total: 0, page: 1, pageSize: COMPANIES_PAGE_SIZE, search, searchError };
}

async function companiesPage(
  context: AppLoadContext,
  request: Request,
  search: string,
  page: number,
): Promise<AdminCompaniesPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  try {
    const list = await apiRequest<AdminCompanyList>(context, request, `/api/admin/companies?${params}`);
    return { ...list, page, pageSize: COMPANIES_PAGE_SIZE, search, searchError: null };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return refusedSearch(search, pageLang(request));
    throw error;
  }
}

async function openCompany(context: AppLoadContext, request: Request, id: string): Promise<OpenedCompany> {
  if (!CompanyIdSchema.safeParse(id).success) return { missing: true };
  try {
    return { company: await apiRequest<AdminCompany>(context, request, `/api/admin/companies/${id}`) };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return { missing: true };
    throw error;
  }
}

/** An action's answer, saying which of the page's forms it belongs to. */
export type AdminCompanyResult = FormResult & { intent: 'member' | 'owner' };

/**
 * The opened company's forms: `member` adds a registered person by phone with a role (the API's refusal —
 * no account with that phone, already a member — shown at the phone), `owner` makes a member the owner, only
 * with the confirmation ticked.
 */
export async function adminCompanyAction(context: AppLoadContext, request: Request): Promise<AdminCompanyResult> {
  const lang = pageLang(request);
  await requireAdminUser(context, request);
  const t = adminCompaniesText(lang);
  const form = await request.formData();
  const companyId = CompanyIdSchema.safeParse(form.get('companyId'));
  if (form.get('intent') === 'owner') {
    const userId = CompanyIdSchema.safeParse(form.get('userId'));
    if (!companyId.success || !userId.success) {
      return { intent: 'owner', ...formFailed(null, { fieldErrors: { userId: t.transferNeedsMember } }) };
    }
    if (form.get('confirm') !== 'yes') {
      return { intent: 'owner', ...formFailed(null, { fieldErrors: { confirm: t.transferNeedsConfirm } }) };
    }
    try {
      await apiRequest(context, request, `/api/admin/companies/${companyId.data}/owner`, {
        method: 'POST',
        body: { userId: userId.data },
      });
      return { intent: 'owner', ...formDone(t.transferred) };
    } catch (error) {
      return { intent: 'owner', ...apiFailure(error, lang, { labels: { userId: t.newOwner } }, {}) };
    }
  }
  const values = { phone: String(form.get('phone') ?? ''), role: String(form.get('role') ?? '') };
  const fields: FormFields = { labels: { phone: t.phone, role: t.role } };
  if (!companyId.success) return { intent: 'member', ...formFailed(errorMessage('NOT_FOUND', lang), { values }) };
  const parsed = AddMemberSchema.safeParse(values);
  if (!parsed.success) return { intent: 'member', ...invalidForm(parsed.error, lang, fields, values) };
  try {
    await apiRequest(context, request, `/api/admin/companies/${companyId.data}/members`, {
      method: 'POST',
      body: parsed.data,
    });
    return { intent: 'member', ...formDone(t.added) };
  } catch (error) {
    const failed = apiFailure(error, lang, fields, values);
    // The API refuses a phone with no account (404) or one already in the company (409): the phone's problem.
    const phoneProblem = error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 409);
    if (phoneProblem && Object.keys(failed.fieldErrors).length === 0) failed.fieldErrors.phone = failed.error ?? '';
    return { intent: 'member', ...failed };
  }
}
