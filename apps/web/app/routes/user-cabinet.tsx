import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-cabinet';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('userCabinet', location.pathname);

export default function UserCabinetPage() {
  return <PageShell page="userCabinet" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
