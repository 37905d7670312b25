import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('contact', location.pathname);

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageShell page="contact" />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <RouteErrorBoundary />
    </div>
  );
}
