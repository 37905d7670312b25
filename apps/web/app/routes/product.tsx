import { data } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/product';

// A product that cannot exist is titled as the not-found page it shows.
export const meta: Route.MetaFunction = ({ location, error }) =>
  pageMeta(error ? 'notFound' : 'product', location.pathname);

// Product ids are positive integers; any other id cannot name a product.
export async function loader({ params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  return null;
}

export default function ProductPage() {
  return <PageShell page="product" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
