import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { InvitationView } from '../features/companies/invitation-view';
import { acceptInvitation, loadInvitation } from '../features/companies/invitation.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/invite';

export const meta: Route.MetaFunction = (args) => pageMeta('invite', args);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadInvitation(context, request, params.token);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return acceptInvitation(context, request, params.token);
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell page="invite">
      <InvitationView {...loaderData} result={actionData} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
