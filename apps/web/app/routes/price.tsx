import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { useRequestsText } from '../features/requests/requests.i18n';
import { DownloadLink } from '../features/requests/download-link';
import { priceRequestPart } from '../features/requests/price-request-part';
import { sendPriceRequest } from '../features/requests/requests.server';
import { pageMeta } from '../lib/meta';
import { useLang } from '../lib/locale';
import type { Route } from './+types/price';

export const meta: Route.MetaFunction = (args) => pageMeta('price', args);

export async function action({ context, request }: Route.ActionArgs) {
  return sendPriceRequest(context, request);
}

export default function PricePage({ actionData }: Route.ComponentProps) {
  const t = useRequestsText();
  const lang = useLang();
  return (
    <PageShell page="price">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900">
          <priceRequestPart.Part result={actionData} />
        </div>
        <aside className="space-y-3 rounded-2xl bg-primary-50 p-5 sm:p-6 dark:bg-primary-950">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t.priceListTitle}</h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t.priceListText}</p>
          <DownloadLink href={`/api/price-list.xlsx?lang=${lang}`} label={t.downloadPriceList} />
        </aside>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
