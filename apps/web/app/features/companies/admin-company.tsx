/**
 * One company in the back office (`/admin/companies?id=`): its requisites and balance due, its people and
 * open invitations, its orders (each opening the order desk), and the two things a manager does for it at
 * its request — add a registered person by phone, and transfer its ownership.
 */
import type { AdminCompany, CompanyMember } from '@polotno/domain';
import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  CUSTOMER_TYPE_LABELS,
  formatPhone,
  ORDER_STATUS_LABELS,
} from '@polotno/domain/client';
import { Form, Link } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { FieldFrame } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { PhoneField } from '../../components/form/phone-field';
import { ValidatedForm } from '../../components/form/validated-form';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { formatAmount } from '../orders/order-parts';
import { useAdminCompaniesText } from './admin-companies.i18n';
import type { FormResult } from '../../components/form/form-result';

const SELECT =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 aria-invalid:border-red-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400';
const SECTION = 'space-y-3';
const HEADING = 'text-lg font-semibold text-gray-900 dark:text-white';
const QUIET = 'text-sm text-gray-600 dark:text-gray-300';
const CELL = 'px-4 py-2.5';

/** The answer of the page's action, saying which of its two forms it belongs to. */
export type CompanyFormResult = FormResult & { intent: 'member' | 'owner' };

/** The company opened from the list, with its forms; `backTo` is the list without the company. */
export function AdminCompanyCard({
  company,
  result,
  backTo,
}: {
  company: AdminCompany;
  result: CompanyFormResult | undefined;
  backTo: string;
}) {
  const t = useAdminCompaniesText();
  return (
    <section
      aria-labelledby="company-title"
      data-testid="admin-company"
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="company-title" className="text-xl font-semibold text-gray-900 dark:text-white">
          {company.title}
        </h2>
        <Link to={backTo} className="text-sm text-link">
          {t.toList}
        </Link>
      </div>
      <Requisites company={company} />
      <p className="font-medium text-gray-900 dark:text-white" data-testid="company-due">
        {company.due > 0 ? t.dueNow(formatAmount(company.due)) : t.noDue}
      </p>
      <Members members={company.members} />
      <Invitations company={company} />
      <Orders company={company} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AddMember company={company} result={result?.intent === 'member' ? result : undefined} />
        <TransferOwnership company={company} result={result?.intent === 'owner' ? result : undefined} />
      </div>
    </section>
  );
}

/** What the company is on its invoices: its form, name, ИНН and КПП. */
function Requisites({ company }: { company: AdminCompany }) {
  const t = useAdminCompaniesText();
  const lang = useLang();
  const rows: [string, string][] = [
    [t.type, CUSTOMER_TYPE_LABELS[company.type][lang]],
    [t.company, company.title],
    [t.inn, company.inn],
    ...(company.kpp ? [[t.kpp, company.kpp] as [string, string]] : []),
  ];
  return (
    <div className={SECTION}>
      <h3 className={HEADING}>{t.requisites}</h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="company-requisites">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A buyer's limit in roubles, or «no limit». */
function useLimit(): (value: number | null) => string {
  const t = useAdminCompaniesText();
  return (value) => (value === null ? t.noLimit : formatAmount(value));
}

function Members({ members }: { members: CompanyMember[] }) {
  const t = useAdminCompaniesText();
  const lang = useLang();
  const limit = useLimit();
  return (
    <div className={SECTION}>
      <h3 className={HEADING}>{t.membersTitle}</h3>
      {members.length === 0 ? (
        <p className={QUIET}>{t.noMembers}</p>
      ) : (
        <AdminTable heads={[t.name, t.phone, t.role, t.orderLimit, t.monthLimit, t.joined]}>
          {members.map((member) => (
            <tr key={member.userId} data-testid="company-member">
              <td className={`${CELL} font-medium text-gray-900 dark:text-white`}>{member.name}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatPhone(member.phone)}</td>
              <td className={CELL}>{COMPANY_ROLE_LABELS[member.role][lang]}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{limit(member.orderLimit)}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{limit(member.monthLimit)}</td>
              <td className={`${CELL} whitespace-nowrap text-gray-500`}>{formatDate(member.joinedAt, lang)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

/** The invitations still waiting for their person (the API lists the closed ones too). */
function Invitations({ company }: { company: AdminCompany }) {
  const t = useAdminCompaniesText();
  const lang = useLang();
  const limit = useLimit();
  const pending = company.invitations.filter((invitation) => invitation.state === 'open');
  return (
    <div className={SECTION}>
      <h3 className={HEADING}>{t.invitationsTitle}</h3>
      {pending.length === 0 ? (
        <p className={QUIET}>{t.noInvitations}</p>
      ) : (
        <AdminTable heads={[t.phone, t.role, t.orderLimit, t.monthLimit, t.invited, t.expires]}>
          {pending.map((invitation) => (
            <tr key={invitation.id} data-testid="company-invitation">
              <td className={`${CELL} whitespace-nowrap`}>{formatPhone(invitation.phone)}</td>
              <td className={CELL}>{COMPANY_ROLE_LABELS[invitation.role][lang]}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{limit(invitation.orderLimit)}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{limit(invitation.monthLimit)}</td>
              <td className={`${CELL} whitespace-nowrap text-gray-500`}>{formatDateTime(invitation.createdAt)}</td>
              <td className={`${CELL} whitespace-nowrap text-gray-500`}>{formatDateTime(invitation.expiresAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

function Orders({ company }: { company: AdminCompany }) {
  const t = useAdminCompaniesText();
  const lang = useLang();
  const desk = pagePath('adminOrders', lang);
  return (
    <div className={SECTION}>
      <h3 className={HEADING}>{t.ordersTitle}</h3>
      {company.orders.length === 0 ? (
        <p className={QUIET}>{t.noOrders}</p>
      ) : (
        <AdminTable heads={[t.number, t.created, t.status, { label: t.total, end: true }, t.placedBy]}>
          {company.orders.map((order) => (
            <tr key={order.id} data-testid="company-order">
              <td className={`${CELL} whitespace-nowrap`}>
                <Link
                  to={`${desk}?id=${order.id}`}
                  aria-label={t.openOrder(order.id)}
                  className="font-medium text-link"
                >
                  № {order.id}
                </Link>
              </td>
              <td className={`${CELL} whitespace-nowrap text-gray-500`}>{formatDateTime(order.createdAt)}</td>
              <td className={CELL}>{ORDER_STATUS_LABELS[order.status][lang]}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {order.total === null ? '—' : formatAmount(order.total)}
              </td>
              <td className={CELL}>{order.placedBy.name}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

/** «Добавить участника»: a registered person's phone and their role; the API's refusal shows at the phone. */
function AddMember({ company, result }: { company: AdminCompany; result: CompanyFormResult | undefined }) {
  const t = useAdminCompaniesText();
  const lang = useLang();
  const roleError = result?.fieldErrors.role ?? null;
  return (
    <ValidatedForm
      // A new member remounts the form, so the phone of the one just added is not left in it.
      key={company.members.length}
      method="post"
      intent="member"
      result={result}
      aria-labelledby="add-member-title"
      className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h3 id="add-member-title" className={HEADING}>
        {t.addMember}
      </h3>
      <p className={QUIET}>{t.addMemberHint}</p>
      <input type="hidden" name="companyId" value={company.id} />
      <FormMessage error={result && !result.fieldErrors.phone ? result.error : null} notice={result?.notice} />
      <PhoneField label={t.phone} name="phone" required />
      <FieldFrame id="member-role" name="role" label={t.role} error={roleError} errorId="member-role-error">
        <select
          id="member-role"
          name="role"
          defaultValue={result?.values?.role ?? 'buyer'}
          aria-invalid={roleError ? true : undefined}
          aria-describedby={roleError ? 'member-role-error' : undefined}
          className={SELECT}
        >
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {COMPANY_ROLE_LABELS[role][lang]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <SubmitButton intent="member" labels={t.add} className="button-primary" />
    </ValidatedForm>
  );
}

/**
 * «Передать владение»: one of the members who is not an owner becomes the owner (the API makes the owners
 * buyers); the ticked confirmation is checked by the browser and again by the action.
 */
function TransferOwnership({ company, result }: { company: AdminCompany; result: CompanyFormResult | undefined }) {
  const t = useAdminCompaniesText();
  const lang = useLang();
  const candidates = company.members.filter((member) => member.role !== 'owner');
  const owners = company.members.filter((member) => member.role === 'owner');
  const memberError = result?.fieldErrors.userId ?? null;
  const confirmError = result?.fieldErrors.confirm ?? null;
  return (
    <Form
      // A transfer changes the owners: the form starts afresh, unticked.
      key={owners.map((owner) => owner.userId).join()}
      method="post"
      aria-labelledby="transfer-title"
      className="space-y-3 rounded-xl border border-red-200 p-4 dark:border-red-900"
    >
      <h3 id="transfer-title" className={HEADING}>
        {t.transfer}
      </h3>
      <p className={QUIET}>{t.transferHint}</p>
      <input type="hidden" name="companyId" value={company.id} />
      <input type="hidden" name="intent" value="owner" />
      <FormMessage error={result?.error} notice={result?.notice} />
      <FieldFrame id="new-owner" name="userId" label={t.newOwner} error={memberError} errorId="new-owner-error">
        <select
          id="new-owner"
          name="userId"
          required
          defaultValue=""
          disabled={candidates.length === 0}
          aria-invalid={memberError ? true : undefined}
          aria-describedby={memberError ? 'new-owner-error' : undefined}
          className={SELECT}
        >
          <option value="">{t.chooseMember}</option>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>
              {`${member.name} · ${formatPhone(member.phone)} · ${COMPANY_ROLE_LABELS[member.role][lang]}`}
            </option>
          ))}
        </select>
      </FieldFrame>
      <div className="space-y-1.5">
        <label className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'transfer-confirm-error' : undefined}
            className="mt-1"
          />
          {t.transferConfirm}
        </label>
        {confirmError && (
          <p id="transfer-confirm-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
            {confirmError}
          </p>
        )}
      </div>
      <SubmitButton
        intent="owner"
        labels={t.transferButton}
        disabled={candidates.length === 0}
        className="button-secondary"
      />
    </Form>
  );
}
