import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { findCompanyViewer } from '../features/companies/acting-company.server';
import { historyContentPart } from '../features/orders/history-content-part';
import { historyAction, loadHistory } from '../features/orders/history.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-history';

export const meta: Route.MetaFunction = (args) => pageMeta('userHistory', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  // Acting for a company, the history names who placed each order and filters by member (docs/decisions/020).
  const [history, company] = await Promise.all([loadHistory(context, request), findCompanyViewer(context, request)]);
  return { ...history, company };
}

export async function action({ context, request }: Route.ActionArgs) {
  return historyAction(context, request);
}

export default function UserHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, documents, placed, reconciliation, company, placedBy } = loaderData;
  return (
    <PageShell page="userHistory">
      <historyContentPart.Part
        orders={orders}
        documents={documents}
        placed={placed}
        reconciliation={reconciliation}
        company={company}
        placedBy={placedBy}
        result={actionData}
      />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
