import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('login', location.pathname);

export default function LoginPage() {
  return <PageShell page="login" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
