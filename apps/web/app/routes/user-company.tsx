import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { CompanyView } from '../features/companies/company-view';
import { companyAction, loadCompany } from '../features/companies/company.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-company';

export const meta: Route.MetaFunction = (args) => pageMeta('userCompany', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCompany(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return companyAction(context, request);
}

export default function UserCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell page="userCompany">
      <CompanyView {...loaderData} result={actionData} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
