import type { AdminCompanyPage } from '@polotno/domain';
import { Form, Link, useLocation } from 'react-router';
import { AdminTable } from '../components/admin/admin-table';
import { RouteErrorBoundary } from '../components/error-page';
import { FormMessage } from '../components/form/form-parts';
import { PageShell } from '../components/page-shell';
import { Pagination } from '../components/pagination';
import { useAdminCompaniesText } from '../features/companies/admin-companies.i18n';
import { adminCompanyAction, loadAdminCompanies } from '../features/companies/admin-companies.server';
import { AdminCompanyCard } from '../features/companies/admin-company';
import { formatAmount } from '../features/orders/order-parts';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-companies';

export const meta: Route.MetaFunction = (args) => pageMeta('adminCompanies', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAdminCompanies(context, request);
}

/** Adds a member to the opened company, or transfers its ownership. */
export async function action({ context, request }: Route.ActionArgs) {
  return adminCompanyAction(context, request);
}

const field =
  'h-10 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export default function AdminCompaniesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminCompaniesText();
  const { list, open } = loaderData;
  const location = useLocation();
  const withoutCompany = new URLSearchParams(location.search);
  withoutCompany.delete('id');
  return (
    <PageShell page="adminCompanies">
      <Form method="get" role="search" className="flex max-w-xl flex-wrap items-center gap-2">
        <label htmlFor="company-search" className="sr-only">
          {t.search}
        </label>
        <input
          id="company-search"
          type="search"
          name="search"
          defaultValue={list.search}
          placeholder={t.searchHint}
          maxLength={100}
          className={field}
        />
        <button type="submit" className="button-primary">
          {t.find}
        </button>
        <Link to="?" className="text-sm text-link">
          {t.reset}
        </Link>
      </Form>
      <FormMessage error={list.searchError} />
      {open && 'missing' in open && <FormMessage error={t.notFound} />}
      {open && 'company' in open && (
        <AdminCompanyCard
          key={open.company.id}
          company={open.company}
          result={actionData}
          backTo={`?${withoutCompany}`}
        />
      )}
      <p className="text-sm text-gray-500">{t.found(list.total)}</p>
      {list.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noCompanies}</p>
      ) : (
        <AdminTable
          heads={[
            t.company,
            t.innKpp,
            { label: t.members, end: true },
            { label: t.orders, end: true },
            { label: t.due, end: true },
          ]}
        >
          {list.items.map((company) => (
            <CompanyRow key={company.id} company={company} />
          ))}
        </AdminTable>
      )}
      <Pagination page={list.page} total={list.total} limit={list.limit} labels={t} />
    </PageShell>
  );
}

function CompanyRow({ company }: { company: AdminCompanyPage['items'][number] }) {
  const t = useAdminCompaniesText();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('id', company.id);
  return (
    <tr data-testid="admin-company-row">
      <td className="px-4 py-2.5">
        <Link to={`?${params}`} aria-label={t.open(company.title)} className="font-medium text-link">
          {company.title}
        </Link>
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">
        {company.kpp ? `${company.inn} / ${company.kpp}` : company.inn}
      </td>
      <td className="px-4 py-2.5 text-right tabular-nums">{company.members}</td>
      <td className="px-4 py-2.5 text-right tabular-nums">{company.orders}</td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
        {company.due > 0 ? formatAmount(company.due) : '—'}
      </td>
    </tr>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
