import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('cart', location.pathname);

export default function CartPage() {
  return <PageShell page="cart" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
