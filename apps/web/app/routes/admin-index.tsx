import { Link } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { requireAdminUser } from '../features/accounts/session.server';
import { useAdminOrdersText } from '../features/orders/admin-orders.i18n';
import { loadDashboard } from '../features/orders/admin-dashboard.server';
import { AdminTelegram } from '../features/telegram/admin-telegram';
import { adminTelegramAction, loadAdminTelegram } from '../features/telegram/telegram.server';
import { formatDate } from '../lib/dates';
import { pageMeta } from '../lib/meta';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/admin-index';

export const meta: Route.MetaFunction = (args) => pageMeta('admin', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  const [dashboard, telegram] = await Promise.all([
    loadDashboard(context, request),
    loadAdminTelegram(context, request),
  ]);
  return { ...dashboard, telegram };
}

/** The Telegram card's forms: a manager chat's one-time code, unlinking a chat. */
export async function action({ context, request }: Route.ActionArgs) {
  return adminTelegramAction(context, request);
}

export default function AdminIndexPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminOrdersText().dashboard;
  const lang = useLang();
  const orders = pagePath('adminOrders', lang);
  const tiles = [
    { key: 'new-orders', label: t.newOrders, value: loaderData.newOrders, href: `${orders}?status=new` },
    { key: 'to-invoice', label: t.toInvoice, value: loaderData.toInvoice, href: `${orders}?status=confirmed` },
    {
      key: 'awaiting-payment',
      label: t.awaitingPayment,
      value: loaderData.awaitingPayment,
      href: `${orders}?status=invoiced`,
      note: loaderData.nearestReserve
        ? // The API gives the midnight that ends the reserve; the last day is the one before it.
          t.nearestReserve(formatDate(new Date(Date.parse(loaderData.nearestReserve) - 1).toISOString(), lang))
        : null,
    },
    {
      key: 'new-requests',
      label: t.newRequests,
      value: loaderData.newRequests,
      href: `${pagePath('adminRequests', lang)}?status=new`,
    },
    { key: 'out-of-stock', label: t.outOfStock, value: loaderData.outOfStock, href: pagePath('adminProducts', lang) },
  ];
  return (
    <PageShell page="admin">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.href}
              data-testid={`dashboard-${tile.key}`}
              className="block h-full rounded-2xl border border-gray-200 bg-white p-5 transition-colors hover:border-primary-500 dark:border-gray-800 dark:bg-gray-900"
            >
              <span className="block text-3xl font-semibold text-gray-900 tabular-nums dark:text-white">
                {tile.value}
              </span>
              <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">{tile.label}</span>
              {tile.note && (
                <span className="mt-2 block text-xs text-violet-800 dark:text-violet-300">{tile.note}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <AdminTelegram status={loaderData.telegram} result={actionData?.telegram ?? null} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
