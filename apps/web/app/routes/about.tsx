import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('about', location.pathname);

export default function AboutPage() {
  return <PageShell page="about" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
