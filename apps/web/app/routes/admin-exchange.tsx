import { RouteErrorBoundary } from '../components/error-page';
import { FormMessage } from '../components/form/form-parts';
import { PageShell } from '../components/page-shell';
import { requireAdminUser } from '../features/accounts/session.server';
import { useAdminExchangeText } from '../features/onec/admin-exchange.i18n';
import { exchangeAction, loadAdminExchange } from '../features/onec/admin-exchange.server';
import { LineDifferences, StockDifferences } from '../features/onec/admin-exchange-differences';
import { SessionDetail, SessionList } from '../features/onec/admin-exchange-sessions';
import { ExchangeSettingsForm } from '../features/onec/admin-exchange-settings';
import { ActiveJobs, ExchangeStatusCard, ResendForm } from '../features/onec/admin-exchange-status';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-exchange';

export const meta: Route.MetaFunction = (args) => pageMeta('adminExchange', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminExchange(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return exchangeAction(context, request);
}

export default function AdminExchangePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminExchangeText();
  const { status, session } = loaderData;
  return (
    <PageShell page="adminExchange">
      <FormMessage error={actionData?.error} notice={actionData?.notice} />
      <ExchangeStatusCard status={status} />
      <ActiveJobs jobs={status.activeJobs} />
      {session && 'missing' in session && <FormMessage error={t.sessionMissing} />}
      {session && !('missing' in session) && <SessionDetail key={session.id} session={session} />}
      <SessionList sessions={loaderData.sessions} page={loaderData.page} limit={loaderData.limit} />
      <LineDifferences differences={loaderData.differences} showResolved={loaderData.showResolved} />
      <StockDifferences items={loaderData.stock} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ExchangeSettingsForm settings={status.settings} result={actionData} />
        <ResendForm />
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
