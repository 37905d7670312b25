import type { UserCompany } from '@polotno/domain';
import { COMPANY_ROLE_LABELS, formatPhone } from '@polotno/domain/client';
import { Form, Link, useSearchParams } from 'react-router';
import { AdminTable } from '../components/admin/admin-table';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { Pagination } from '../components/pagination';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { FormMessage, SubmitButton } from '../components/form/form-parts';
import { adminUserAction, loadAdminUsers } from '../features/accounts/admin-users.server';
import { useUser } from '../features/accounts/use-user';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-users';

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = (args) => pageMeta('adminUsers', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAdminUsers(context, request, PAGE_SIZE);
}

/** Blocks, unblocks or changes the role of one user. */
export async function action({ context, request }: Route.ActionArgs) {
  return adminUserAction(context, request);
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountsText();
  const me = useUser();
  const [params] = useSearchParams();
  return (
    <PageShell page="adminUsers">
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="user-search" className="sr-only">
          {t.searchUsers}
        </label>
        <input
          id="user-search"
          type="search"
          name="search"
          defaultValue={params.get('search') ?? ''}
          placeholder={t.searchUsersPlaceholder}
          className="h-10 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-900"
        />
        <button type="submit" className="button-primary">
          {t.find}
        </button>
      </Form>
      <FormMessage error={loaderData.searchError ?? actionData?.error} />
      <p className="text-sm text-gray-500">{t.usersFound(loaderData.total)}</p>
      {loaderData.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noUsers}</p>
      ) : (
        <AdminTable heads={[t.name, t.phone, t.email, t.role, t.registered]} actions>
          {loaderData.items.map((user) => (
            <tr key={user.id} data-testid="admin-user-row">
              <td className="px-4 py-2.5 font-medium text-gray-900 dark:text-white">
                {user.name}
                {user.id === me?.id && <span className="ml-1 text-xs text-gray-500">({t.you})</span>}
                {user.company && <span className="block text-xs font-normal text-gray-500">{user.company}</span>}
                <UserCompanies companies={user.companies} />
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">{formatPhone(user.phone)}</td>
              <td className="px-4 py-2.5">{user.email ?? '—'}</td>
              <td className="px-4 py-2.5">
                {t.roles[user.role]}
                {user.blocked && (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800 dark:bg-red-950 dark:text-red-200">
                    {t.blocked}
                  </span>
                )}
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap text-gray-500">
                {new Date(user.createdAt).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}
              </td>
              <td className="px-4 py-2.5">
                {user.id !== me?.id && (
                  <div className="flex justify-end gap-2">
                    <Form method="post">
                      <input type="hidden" name="userId" value={user.id} />
                      <input type="hidden" name="intent" value={user.blocked ? 'unblock' : 'block'} />
                      <SubmitButton
                        intent={user.blocked ? 'unblock' : 'block'}
                        labels={user.blocked ? t.unblock : t.block}
                        className="button-secondary h-8 px-3 text-xs"
                      />
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="userId" value={user.id} />
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="role" value={user.role === 'ADMIN' ? 'USER' : 'ADMIN'} />
                      <SubmitButton
                        intent="role"
                        labels={user.role === 'ADMIN' ? t.makeUser : t.makeAdmin}
                        className="button-secondary h-8 px-3 text-xs"
                      />
                    </Form>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination look="all-numbers" page={loaderData.page} total={loaderData.total} limit={loaderData.pageSize} />
    </PageShell>
  );
}

/**
 * The companies a person belongs to, each with their role there and a link to it (docs/decisions/020); nothing
 * when the API sends none.
 */
function UserCompanies({ companies }: { companies: UserCompany[] | undefined }) {
  const lang = useLang();
  if (!companies || companies.length === 0) return null;
  const list = pagePath('adminCompanies', lang);
  return (
    <ul className="mt-0.5 space-y-0.5 text-xs font-normal" data-testid="user-companies">
      {companies.map((company) => (
        <li key={company.id}>
          <Link to={`${list}?id=${company.id}`} className="text-link">
            {company.title}
          </Link>
          <span className="text-gray-500"> · {COMPANY_ROLE_LABELS[company.role][lang]}</span>
        </li>
      ))}
    </ul>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
