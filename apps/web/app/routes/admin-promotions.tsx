import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-promotions';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminPromotions', location.pathname);

export default function AdminPromotionsPage() {
  return <PageShell page="adminPromotions" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
