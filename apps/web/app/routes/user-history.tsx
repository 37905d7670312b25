import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { FormMessage } from '../components/form/form-parts';
import { historyAction, loadHistory } from '../features/orders/history.server';
import { OrderCard } from '../features/orders/order-card';
import { ActionMessage } from '../features/orders/order-parts';
import { useOrdersText } from '../features/orders/orders.i18n';
import { ReconciliationPicker } from '../features/orders/reconciliation-picker';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-history';

export const meta: Route.MetaFunction = (args) => pageMeta('userHistory', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadHistory(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return historyAction(context, request);
}

export default function UserHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useOrdersText();
  const { orders, documents, placed, reconciliation } = loaderData;
  return (
    <PageShell page="userHistory">
      {actionData ? (
        <ActionMessage result={actionData} />
      ) : (
        <FormMessage notice={placed === null ? null : t.placed(placed)} />
      )}
      {orders.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noOrders}</p>
      ) : (
        <>
          <ReconciliationPicker form={reconciliation} />
          <ol className="space-y-4">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} documents={documents[order.id] ?? null} />
              </li>
            ))}
          </ol>
        </>
      )}
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
