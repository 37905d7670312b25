import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { catalogListingPart } from '../features/catalog/catalog-listing-part';
import { findCategories, findProducts } from '../features/catalog/catalog.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/filter';

export const meta: Route.MetaFunction = (args) => pageMeta('filter', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  const [list, categories] = await Promise.all([findProducts(context, request), findCategories(context, request)]);
  return { list, categories, strips: [] };
}

/** The filter page (spec §2): the catalogue with its filters always open, also on phones. */
export default function FilterPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="filter">
      <catalogListingPart.Part data={loaderData} filterPage />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
