/**
 * `/user/company` (docs/decisions/020): the acting company with its people and invitations, my companies to
 * act for, and the forms of the page — inviting, revoking, changing a member's role and limits, removing a
 * member or leaving, choosing the acting company. Each form posts its `intent`; its answer names the form, so
 * only that form shows it (the page has one form per member).
 */
import {
  ActingCompanyBodySchema,
  errorMessage,
  formatPhone,
  InvitationCreateBodySchema,
  MemberPatchBodySchema,
  type Company,
  type CompanyInvitation,
  type CompanyMember,
  type Lang,
  type MyCompanies,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import type { FormResult } from '../../components/form/form-result';
import {
  apiFailure,
  formDone,
  formFailed,
  invalidForm,
  type FormFields,
} from '../../components/form/form-result.server';
import { apiRequest } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { requireSessionUser } from '../accounts/session.server';
import { getMyCompanies } from './acting-company.server';
import { companiesText } from './companies.i18n';

/** A form's answer, with the form it belongs to (its `intent`). */
export interface CompanyResult extends FormResult {
  form: string;
}

export interface CompanyPageData {
  userId: string;
  companies: MyCompanies;
  /** The acting company; null when acting for nobody. */
  company: Company | null;
}

/** My companies and, when acting for one, `GET /api/company`. */
export async function loadCompany(context: AppLoadContext, request: Request): Promise<CompanyPageData> {
  const user = await requireSessionUser(context, request);
  const companies = (await getMyCompanies(context, request)) ?? { items: [], acting: null };
  const company = companies.acting ? await apiRequest<Company>(context, request, '/api/company') : null;
  return { userId: user.id, companies, company };
}

function limitFields(lang: Lang): FormFields {
  const t = companiesText(lang);
  return { labels: { phone: t.phone, role: t.role, orderLimit: t.orderLimit, monthLimit: t.monthLimit } };
}

/** A limit as typed: '' is none (null), `50 000,50` is 50000.5, anything else NaN for the schema to refuse. */
function limitValue(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's fields as typed, for a refused form to show again. */
function typed(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, textOf(form, name)]));
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TARGETED = new RegExp(`^(revoke|member|remove)-(${UUID})$`, 'i');

/** The page's forms: `acting`, `invite`, `revoke-<id>`, `member-<userId>`, `remove-<userId>`, `leave`. */
export async function companyAction(context: AppLoadContext, request: Request): Promise<CompanyResult> {
  const user = await requireSessionUser(context, request);
  const lang = pageLang(request);
  const t = companiesText(lang);
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const answer = (result: FormResult): CompanyResult => ({ ...result, form: intent });
  const fields = limitFields(lang);

  if (intent === 'acting') {
    const parsed = ActingCompanyBodySchema.safeParse({ companyId: textOf(form, 'companyId') || null });
    if (!parsed.success) return answer(invalidForm(parsed.error, lang, { labels: {} }, {}));
    try {
      const companies = await apiRequest<MyCompanies>(context, request, '/api/companies/acting', {
        method: 'PUT',
        body: parsed.data,
      });
      const acting = companies.items.find((company) => company.id === companies.acting);
      return answer(formDone(t.actingChanged(acting?.title ?? null)));
    } catch (error) {
      return answer(apiFailure(error, lang, { labels: {} }, {}));
    }
  }

  if (intent === 'invite') {
    const values = typed(form, ['phone', 'role', 'orderLimit', 'monthLimit']);
    // The API takes roubles; the schema's output is kopecks, so it checks and the typed roubles are sent.
    const body = {
      phone: values.phone,
      role: values.role,
      ...(values.orderLimit?.trim() ? { orderLimit: limitValue(values.orderLimit) } : {}),
      ...(values.monthLimit?.trim() ? { monthLimit: limitValue(values.monthLimit) } : {}),
    };
    const parsed = InvitationCreateBodySchema.safeParse(body);
    if (!parsed.success) return answer(invalidForm(parsed.error, lang, fields, values));
    try {
      await apiRequest<CompanyInvitation>(context, request, '/api/company/invitations', {
        method: 'POST',
        body: { ...body, phone: parsed.data.phone },
      });
      return answer(formDone(t.invited(formatPhone(parsed.data.phone))));
    } catch (error) {
      return answer(apiFailure(error, lang, fields, values, { COMPANY_ALREADY_MEMBER: 'phone' }));
    }
  }

  if (intent === 'leave') {
    try {
      await apiRequest(context, request, `/api/company/members/${user.id}`, { method: 'DELETE' });
      return answer(formDone(t.left));
    } catch (error) {
      return answer(apiFailure(error, lang, { labels: {} }, {}));
    }
  }

  const target = TARGETED.exec(intent);
  if (!target) return answer(formFailed(errorMessage('VALIDATION_FAILED', lang)));
  const [, kind, id] = target;
  const name = textOf(form, 'name');
  try {
    if (kind === 'revoke') {
      await apiRequest(context, request, `/api/company/invitations/${id}`, { method: 'DELETE' });
      return answer(formDone(t.revoked));
    }
    if (kind === 'remove') {
      await apiRequest(context, request, `/api/company/members/${id}`, { method: 'DELETE' });
      return answer(formDone(t.memberRemoved(name)));
    }
  } catch (error) {
    return answer(apiFailure(error, lang, { labels: {} }, {}));
  }
  // A member's role and limits: every field is sent, an empty limit lifts it.
  const values = typed(form, ['role', 'orderLimit', 'monthLimit']);
  const body = {
    role: values.role,
    orderLimit: limitValue(values.orderLimit ?? ''),
    monthLimit: limitValue(values.monthLimit ?? ''),
  };
  const parsed = MemberPatchBodySchema.safeParse(body);
  if (!parsed.success) return answer(invalidForm(parsed.error, lang, fields, values));
  try {
    await apiRequest<CompanyMember>(context, request, `/api/company/members/${id}`, { method: 'PATCH', body });
    return answer(formDone(t.memberSaved(name)));
  } catch (error) {
    return answer(apiFailure(error, lang, fields, values));
  }
}
