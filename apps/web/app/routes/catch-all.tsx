import { data } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/catch-all';

export const meta: Route.MetaFunction = (args) => pageMeta('notFound', args);

// Any address no other route matches: a 404, shown by the error boundary inside the site's frame.
export async function loader() {
  throw data(null, { status: 404 });
}

// A component (never rendered) keeps this a page route: without one React Router would answer the 404 bare,
// as a resource route, instead of rendering the not-found page.
export default function CatchAll() {
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
