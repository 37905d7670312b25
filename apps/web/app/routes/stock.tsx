import { RouteErrorBoundary } from '../components/error-page';
import { Pagination, type Paginated } from '../components/pagination';
import { PageShell } from '../components/page-shell';
import { ResponsiveImage } from '../components/responsive-image';
import { formatDate } from '../lib/dates';
import { useContentText } from '../features/content/content.i18n';
import { listPage, readContent } from '../features/content/content.server';
import type { Promotion } from '../features/content/content.types';
import { Prose } from '../features/content/prose';
import { pageMeta } from '../lib/meta';
import { langOf, useLang } from '../lib/locale';
import type { Route } from './+types/stock';

export const meta: Route.MetaFunction = (args) => pageMeta('stock', args);

/** Promotions running now; the API hides expired and future ones. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return readContent<Paginated<Promotion>>(context, request, `/api/promotions?page=${listPage(request)}&limit=12`);
}

export default function StockPage({ loaderData }: Route.ComponentProps) {
  const t = useContentText();
  const lang = useLang();
  return (
    <PageShell page="stock">
      {loaderData.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noPromotions}</p>
      ) : (
        <ul className="space-y-6">
          {loaderData.items.map((promotion, position) => (
            <li
              key={promotion.id}
              data-testid="promotion"
              className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white md:grid-cols-[2fr_3fr] dark:border-gray-800 dark:bg-gray-900"
            >
              {promotion.image && (
                <ResponsiveImage
                  image={promotion.image}
                  alt=""
                  sizes="(min-width: 768px) 40vw, 100vw"
                  priority={position === 0}
                  className="aspect-[4/3] h-full w-full"
                />
              )}
              <div className={`space-y-3 p-5 sm:p-6 ${promotion.image ? '' : 'md:col-span-2'}`}>
                <p className="text-sm font-medium text-primary-700 dark:text-primary-400">
                  {t.promotionPeriod(
                    formatDate(promotion.validFrom, lang),
                    promotion.validTo ? formatDate(promotion.validTo, lang) : null,
                  )}
                </p>
                <h2 lang={langOf(promotion, 'title')} className="text-xl font-semibold text-gray-900 dark:text-white">
                  {promotion.title}
                </h2>
                <Prose html={promotion.html} lang={langOf(promotion, 'html')} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={loaderData.page} total={loaderData.total} limit={loaderData.limit} labels={t} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
