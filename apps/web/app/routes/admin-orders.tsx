import { ORDER_STATUSES, ORDER_STATUS_LABELS, buyerTitle } from '@polotno/domain/client';
import { Pagination } from '../components/pagination';
import type { Order } from '@polotno/domain';
import { Form, Link, useLocation } from 'react-router';
import { AdminTable } from '../components/admin/admin-table';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { FormMessage } from '../components/form/form-parts';
import { requireAdminUser } from '../features/accounts/session.server';
import { AuditHistory } from '../features/audit/audit-history';
import { objectHistory } from '../features/audit/audit.server';
import { useAdminOrdersText } from '../features/orders/admin-orders.i18n';
import { adminOrderAction, loadAdminOrders } from '../features/orders/admin-orders.server';
import { OrderDesk } from '../features/orders/order-desk';
import { formatDateTime } from '../lib/dates';
import { usePostText } from '../features/content/post.i18n';
import { EstimateBand, formatAmount } from '../features/orders/order-parts';
import { useOrdersText } from '../features/orders/orders.i18n';
import { pageMeta } from '../lib/meta';
import { useLang } from '../lib/locale';
import type { Route } from './+types/admin-orders';

export const meta: Route.MetaFunction = (args) => pageMeta('adminOrders', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  // The open order shows its own changes from the audit trail below the desk.
  const opened = new URL(request.url).searchParams.get('id') ?? '';
  const [orders, history] = await Promise.all([
    loadAdminOrders(context, request),
    /^\d{1,9}$/.test(opened) ? objectHistory(context, request, 'order', opened) : null,
  ]);
  return { ...orders, history };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminOrderAction(context, request);
}

const field =
  'h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const caption = 'block text-sm font-medium text-gray-700 dark:text-gray-300';

export default function AdminOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminOrdersText();
  const postText = usePostText();
  const lang = useLang();
  const { filters, list, open } = loaderData;
  return (
    <PageShell page="adminOrders">
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <label className="space-y-1">
          <span className={caption}>{t.status}</span>
          <select name="status" defaultValue={filters.status} className={field}>
            <option value="">{t.allStatuses}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status][lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className={caption}>{t.customer}</span>
          <input
            type="search"
            name="customer"
            defaultValue={filters.customer}
            placeholder={t.customerHint}
            maxLength={100}
            className={`${field} w-64`}
          />
        </label>
        <label className="space-y-1">
          <span className={caption}>{t.from}</span>
          <input type="date" name="from" defaultValue={filters.from} className={field} />
        </label>
        <label className="space-y-1">
          <span className={caption}>{t.to}</span>
          <input type="date" name="to" defaultValue={filters.to} className={field} />
        </label>
        <button type="submit" className="button-secondary">
          {t.show}
        </button>
        <Link to="?" className="self-center text-sm text-link">
          {t.reset}
        </Link>
      </Form>
      <FormMessage error={actionData?.error} notice={actionData?.notice ?? loaderData.notice} />
      {open && 'missing' in open && <FormMessage error={t.notFound(open.missing)} />}
      {open && 'order' in open && (
        <OrderDesk
          key={open.order.id}
          order={open.order}
          customer={open.customer}
          result={actionData}
          candidates={open.candidates}
          swaps={open.swaps}
          documents={open.documents}
          reconciliation={open.reconciliation}
        />
      )}
      {open && 'order' in open && loaderData.history && (
        <AuditHistory kind="order" objectId={open.order.id} history={loaderData.history} />
      )}
      <p className="text-sm text-gray-500">{t.found(list.total)}</p>
      {list.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noOrders}</p>
      ) : (
        <AdminTable heads={[t.number, t.created, t.customer, t.status, { label: t.rollsAndSum, end: true }]} alignTop>
          {list.items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </AdminTable>
      )}
      <Pagination page={loaderData.page} total={list.total} limit={loaderData.limit} labels={postText} />
    </PageShell>
  );
}

function OrderRow({ order }: { order: Order }) {
  const t = useAdminOrdersText();
  const o = useOrdersText();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('id', String(order.id));
  params.delete('deleted');
  return (
    <tr data-testid="admin-order-row">
      <td className="px-4 py-3 whitespace-nowrap">
        <Link to={`?${params}`} aria-label={t.open(order.id)} className="font-medium text-link">
          № {order.id}
        </Link>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-500">{formatDateTime(order.createdAt)}</td>
      <td className="px-4 py-3 text-gray-900 dark:text-white">{buyerTitle(order.requisites)}</td>
      <td className="px-4 py-3">{order.statusLabel}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <span className="block text-gray-600 dark:text-gray-300">{o.totalRolls(order.rolls)}</span>
        {order.total === null ? (
          <EstimateBand estimate={order.estimate} className="text-xs text-gray-500" />
        ) : (
          <span className="font-medium tabular-nums">{formatAmount(order.total)}</span>
        )}
      </td>
    </tr>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
