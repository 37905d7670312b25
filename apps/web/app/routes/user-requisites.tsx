import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { requisitesContentPart } from '../features/requisites/requisites-content-part';
import { loadRequisites, requisitesAction } from '../features/requisites/requisites.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-requisites';

export const meta: Route.MetaFunction = (args) => pageMeta('userRequisites', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadRequisites(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return requisitesAction(context, request);
}

export default function UserRequisitesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell page="userRequisites">
      <requisitesContentPart.Part saved={loaderData.requisites} files={loaderData.files} result={actionData} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
