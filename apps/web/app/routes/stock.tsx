import { RouteErrorBoundary } from '../components/error-page';
import type { Paginated } from '../components/pagination';
import { paginationPart } from '../components/pagination-part';
import { PageShell } from '../components/page-shell';
import { useContentText } from '../features/content/content.i18n';
import { listPage, readContent } from '../features/content/content.server';
import type { Promotion } from '../features/content/content.types';
import { promotionCardPart } from '../features/content/promotion-card-part';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/stock';

export const meta: Route.MetaFunction = (args) => pageMeta('stock', args);

/** Promotions running now; the API hides expired and future ones. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return readContent<Paginated<Promotion>>(context, request, `/api/promotions?page=${listPage(request)}&limit=12`);
}

export default function StockPage({ loaderData }: Route.ComponentProps) {
  const t = useContentText();
  return (
    <PageShell page="stock">
      {loaderData.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noPromotions}</p>
      ) : (
        <ul className="space-y-6">
          {loaderData.items.map((promotion, position) => (
            <promotionCardPart.Part key={promotion.id} promotion={promotion} position={position} />
          ))}
        </ul>
      )}
      <paginationPart.Part page={loaderData.page} total={loaderData.total} limit={loaderData.limit} labels={t} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
