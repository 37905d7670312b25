/**
 * `/user/company` (docs/decisions/020): the acting company's name, ИНН/КПП and the person's role; everyone in
 * it with their role and limits; an owner's invite form, pending invitations and per-member forms; leaving;
 * and the choice of the company to act for when the person belongs to any. Every form posts to the page's
 * action, so all of it works without JavaScript.
 */
import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  companyMay,
  formatPhone,
  INVITATION_DAYS,
  type CompanyRole,
} from '@polotno/domain/client';
import type { Company, CompanyMember, MyCompanies } from '@polotno/domain';
import { Form, Link } from 'react-router';
import { Field } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { PhoneField } from '../../components/form/phone-field';
import { ValidatedForm } from '../../components/form/validated-form';
import { formatDate } from '../../lib/dates';
import { formatRoubles } from '../../lib/format';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import type { CompanyPageData, CompanyResult } from './company.server';
import { useCompaniesText } from './companies.i18n';

const SELECT =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';
const LABEL = 'block text-sm font-medium text-gray-800 dark:text-gray-200';
const SECTION = 'space-y-4 rounded-2xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800';

export interface CompanyViewProps extends CompanyPageData {
  /** The page action's answer; each form shows it only when it was that form's. */
  result: CompanyResult | undefined;
}

export function CompanyView({ userId, companies, company, result }: CompanyViewProps) {
  const t = useCompaniesText();
  const lang = useLang();
  return (
    <div className="space-y-6">
      <FormMessage error={result?.error} notice={result?.notice} />
      {companies.items.length === 0 && (
        <div className="space-y-2" data-testid="no-company">
          <p className="text-gray-800 dark:text-gray-200">{t.noCompany}</p>
          <p className="text-sm text-gray-600 dark:text-gray-300">{t.noCompanyHint}</p>
          <Link to={pagePath('userRequisites', lang)} className="text-link">
            {t.fillRequisites}
          </Link>
        </div>
      )}
      {companies.items.length > 0 && !company && <p className="text-gray-800 dark:text-gray-200">{t.actingNone}</p>}
      {company && <CompanyCard company={company} userId={userId} result={result} />}
      {(companies.items.length > 1 || (companies.items.length > 0 && !company)) && (
        <ActingChooser companies={companies} />
      )}
    </div>
  );
}

/** Roles as a native select; `name` is `role`. */
function RoleSelect({ id, defaultValue }: { id: string; defaultValue: CompanyRole }) {
  const t = useCompaniesText();
  const lang = useLang();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={LABEL}>
        {t.role}
      </label>
      <select id={id} name="role" defaultValue={defaultValue} className={SELECT}>
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {COMPANY_ROLE_LABELS[role][lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The two limits' fields, in roubles; empty means none. */
function LimitFields({ member }: { member?: Pick<CompanyMember, 'orderLimit' | 'monthLimit'> }) {
  const t = useCompaniesText();
  return (
    <>
      <Field
        label={t.orderLimit}
        name="orderLimit"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        defaultValue={member?.orderLimit?.toString() ?? ''}
      />
      <Field
        label={t.monthLimit}
        name="monthLimit"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        defaultValue={member?.monthLimit?.toString() ?? ''}
      />
    </>
  );
}

function limitText(value: number | null, none: string): string {
  return value === null ? none : formatRoubles(value);
}

function CompanyCard({ company, userId, result }: { company: Company; userId: string; result?: CompanyResult }) {
  const t = useCompaniesText();
  const lang = useLang();
  const owner = companyMay(company.role, 'members.manage');
  const mine = (intent: string) => (result?.form === intent ? result : null);
  return (
    <>
      <section aria-labelledby="company-title" className="space-y-1" data-testid="company">
        <h2 id="company-title" className="text-xl font-semibold text-gray-900 dark:text-white">
          {company.title}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t.inn} {company.inn}
          {company.kpp && ` · ${t.kpp} ${company.kpp}`}
        </p>
        <p className="text-sm text-gray-800 dark:text-gray-200" data-testid="company-role">
          {t.yourRole(COMPANY_ROLE_LABELS[company.role][lang])}
        </p>
      </section>

      <section aria-labelledby="members-title" className="space-y-3">
        <h2 id="members-title" className="text-lg font-semibold text-gray-900 dark:text-white">
          {t.membersTitle}
        </h2>
        <ul className="space-y-3">
          {company.members.map((member) => (
            <li key={member.userId} className={SECTION} data-testid="member" data-member-phone={member.phone}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-gray-900 dark:text-white">
                  {member.name}
                  {member.userId === userId && <span className="text-gray-500 dark:text-gray-400"> ({t.you})</span>}
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="member-role">
                  {COMPANY_ROLE_LABELS[member.role][lang]}
                </p>
              </div>
              <p className="text-sm text-gray-600 dark:text-gray-300">
                {formatPhone(member.phone)} · {t.joinedOn(formatDate(member.joinedAt, lang))}
              </p>
              <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="member-limits">
                {t.limits(limitText(member.orderLimit, t.noLimit), limitText(member.monthLimit, t.noLimit))}
              </p>
              {owner && <MemberForms member={member} self={member.userId === userId} result={result} />}
            </li>
          ))}
        </ul>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="leave" />
          <p className="text-sm text-gray-600 dark:text-gray-300">{t.leaveHint}</p>
          <SubmitButton intent="leave" labels={t.leave} className="button-secondary" />
        </Form>
      </section>

      {owner && (
        <section aria-labelledby="invite-title" className={SECTION}>
          <h2 id="invite-title" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t.inviteTitle}
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-300">{t.inviteHint(INVITATION_DAYS)}</p>
          <ValidatedForm
            method="post"
            intent="invite"
            result={mine('invite')}
            className="grid gap-4 sm:grid-cols-2"
            data-testid="invite-form"
          >
            <PhoneField label={t.phone} required />
            <RoleSelect id="invite-role" defaultValue="buyer" />
            <LimitFields />
            <p className="text-xs text-gray-500 sm:col-span-2 dark:text-gray-400">{t.limitsHint}</p>
            <div className="sm:col-span-2">
              <SubmitButton intent="invite" labels={t.invite} className="button-primary" />
            </div>
          </ValidatedForm>
        </section>
      )}

      {owner && company.invitations.length > 0 && (
        <section aria-labelledby="invitations-title" className="space-y-3">
          <h2 id="invitations-title" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t.invitationsTitle}
          </h2>
          <ul className="space-y-2">
            {company.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-800"
                data-testid="invitation"
              >
                <p className="text-sm text-gray-800 dark:text-gray-200">
                  {formatPhone(invitation.phone)} · {COMPANY_ROLE_LABELS[invitation.role][lang]} ·{' '}
                  {t.expiresOn(formatDate(invitation.expiresAt, lang))}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value={`revoke-${invitation.id}`} />
                  <SubmitButton intent={`revoke-${invitation.id}`} labels={t.revoke} className="button-secondary" />
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** An owner's forms for one member: role and limits, and removing (leaving, for the owner themselves). */
function MemberForms({ member, self, result }: { member: CompanyMember; self: boolean; result?: CompanyResult }) {
  const t = useCompaniesText();
  const save = `member-${member.userId}`;
  const remove = `remove-${member.userId}`;
  return (
    <div className="space-y-3 border-t border-gray-200 pt-3 dark:border-gray-800">
      <ValidatedForm
        method="post"
        intent={save}
        result={result?.form === save ? result : null}
        className="grid gap-3 sm:grid-cols-3"
        aria-label={`${t.save[0]}: ${member.name}`}
      >
        <input type="hidden" name="name" value={member.name} />
        <RoleSelect id={`role-${member.userId}`} defaultValue={member.role} />
        <LimitFields member={member} />
        <div className="sm:col-span-3">
          <SubmitButton intent={save} labels={t.save} className="button-secondary" />
        </div>
      </ValidatedForm>
      {!self && (
        <Form method="post">
          <input type="hidden" name="intent" value={remove} />
          <input type="hidden" name="name" value={member.name} />
          <SubmitButton intent={remove} labels={t.remove} className="button-secondary text-red-700 dark:text-red-400" />
        </Form>
      )}
    </div>
  );
}

/** «Действовать от имени»: one of my companies, or myself as a private person. */
function ActingChooser({ companies }: { companies: MyCompanies }) {
  const t = useCompaniesText();
  const lang = useLang();
  return (
    <section aria-labelledby="chooser-title" className={SECTION} data-testid="acting-chooser">
      <h2 id="chooser-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.chooserTitle}
      </h2>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="acting" />
        <div className="min-w-64 flex-1 space-y-1.5">
          <label htmlFor="acting-company" className={LABEL}>
            {t.chooserLabel}
          </label>
          <select id="acting-company" name="companyId" defaultValue={companies.acting ?? ''} className={SELECT}>
            {companies.items.map((company) => (
              <option key={company.id} value={company.id}>
                {company.title} — {COMPANY_ROLE_LABELS[company.role][lang]}
              </option>
            ))}
            <option value="">{t.asPrivatePerson}</option>
          </select>
        </div>
        <SubmitButton intent="acting" labels={t.actAs} className="button-primary" />
      </Form>
    </section>
  );
}
