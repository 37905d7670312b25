import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AuditTrailPage } from '../features/audit/audit-page';
import { listAudit } from '../features/audit/audit.server';
import { usePostText } from '../features/content/post.i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = (args) => pageMeta('adminAudit', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return listAudit(context, request);
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditTrailPage data={loaderData} pageLabels={usePostText()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
