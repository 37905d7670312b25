/**
 * The companies the signed-in person belongs to and the one their session acts for (`GET /api/companies`,
 * docs/decisions/020): the header shows the acting company's title, the cart hides the order button from an
 * accountant, the order history offers an owner the approvals. One call per page request, as for the user.
 */
import type { Company, CompanyRole, MyCompanies } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { findSessionUser } from '../accounts/session.server';

/** The company a session acts for, as the pages show it. */
export interface ActingCompany {
  id: string;
  title: string;
  role: CompanyRole;
}

// The root loader and the page's loader of one request share one answer (keyed as in accounts/session.server.ts).
// An action never reads it: after a form post without JavaScript the loaders run in the same request.
const perRequest = new WeakMap<AppLoadContext, Promise<MyCompanies | null>>();

/** My companies and the acting one; null for a visitor. A failed call throws (ApiError). */
export function getMyCompanies(context: AppLoadContext, request: Request): Promise<MyCompanies | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = findSessionUser(context, request).then((user) =>
      user ? apiRequest<MyCompanies>(context, request, '/api/companies') : null,
    );
    perRequest.set(context, pending);
  }
  return pending;
}

/** My companies and the acting one; null for a visitor, or when the API cannot say (nothing is shown then). */
export async function findMyCompanies(context: AppLoadContext, request: Request): Promise<MyCompanies | null> {
  try {
    return await getMyCompanies(context, request);
  } catch (error) {
    // The companies decorate the header and the cart; a page is not worth failing for them.
    console.error('companies failed', error);
    return null;
  }
}

/** The company the session acts for, or null (a private person, a visitor). */
export async function findActingCompany(context: AppLoadContext, request: Request): Promise<ActingCompany | null> {
  const companies = await findMyCompanies(context, request);
  const acting = companies?.items.find((company) => company.id === companies.acting);
  return acting ? { id: acting.id, title: acting.title, role: acting.role } : null;
}

/** The acting company as the order history uses it: the viewer's role and the members to filter by. */
export interface CompanyViewer {
  role: CompanyRole;
  members: { id: string; name: string }[];
}

/** The acting company's viewer role and members (`GET /api/company`), or null when acting for nobody. */
export async function findCompanyViewer(context: AppLoadContext, request: Request): Promise<CompanyViewer | null> {
  if (!(await findActingCompany(context, request))) return null;
  const company = await apiRequest<Company>(context, request, '/api/company');
  return { role: company.role, members: company.members.map((member) => ({ id: member.userId, name: member.name })) };
}
