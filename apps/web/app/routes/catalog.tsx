import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { catalogListingPart } from '../features/catalog/catalog-listing-part';
import { isFiltered, readCatalogState } from '../features/catalog/catalog-query';
import { findCategories, findProducts, findSectionStrips } from '../features/catalog/catalog.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/catalog';

export const meta: Route.MetaFunction = (args) => {
  const meta = pageMeta('catalog', args);
  // A search or selection that finds nothing is no landing page (the "nothing found" text would be indexed).
  return args.loaderData?.list.total === 0 ? [...meta, { name: 'robots', content: 'noindex' }] : meta;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = readCatalogState(new URL(request.url).searchParams);
  // The first page of the catalogue also shows a few products of every section.
  const [list, categories, strips] = await Promise.all([
    findProducts(context, request),
    findCategories(context, request),
    isFiltered(state) ? Promise.resolve([]) : findSectionStrips(context, request),
  ]);
  return { list, categories, strips };
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="catalog">
      <catalogListingPart.Part data={loaderData} filterPage={false} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
