/** The customer cabinet's frame: its menu (spec §2) beside the section that is open. Visitors log in first. */
import { NavLink, Outlet } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { LogoutButton } from '../features/accounts/header-account';
import { requireSessionUser } from '../features/accounts/session.server';
import { CABINET_NAV } from '../lib/navigation';
import { useDictionary } from '../lib/i18n';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/user';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSessionUser(context, request);
  return { name: user.name };
}

export default function UserArea({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useDictionary();
  const text = useAccountsText();
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr] md:gap-10">
      <nav aria-label={t.pages.user.title} className="min-w-0 md:order-first md:pt-1">
        <p className="mb-3 hidden truncate px-3 text-sm text-gray-500 md:block dark:text-gray-400">
          {text.hello(loaderData.name)}
        </p>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {CABINET_NAV.map((page) => (
            <li key={page}>
              <NavLink
                to={pagePath(page, lang)}
                className="block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:text-gray-300 dark:hover:bg-gray-900 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-300"
              >
                {t.pages[page].title}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton className="md:mt-2 md:px-3" />
          </li>
        </ul>
      </nav>
      <div className="order-first min-w-0 md:order-none">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
