import { data } from 'react-router';
import { ErrorPage, RouteErrorBoundary } from '../components/error-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) => pageMeta('notFound', args);

// The page exists, but it is the "not found" page: it answers 404 like any missing address.
export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
