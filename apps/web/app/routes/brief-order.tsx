import { Link } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { briefPart } from '../features/requests/brief-part';
import { useRequestsText } from '../features/requests/requests.i18n';
import { DownloadLink } from '../features/requests/download-link';
import { sendBrief } from '../features/requests/requests.server';
import { pageMeta } from '../lib/meta';
import { useDictionary } from '../lib/i18n';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/brief-order';

export const meta: Route.MetaFunction = (args) => pageMeta('briefOrder', args);

export async function action({ context, request }: Route.ActionArgs) {
  return sendBrief(context, request);
}

/** Spec §2: download the brief, fill it in, send it by e-mail or upload it here. */
export default function BriefOrderPage({ actionData }: Route.ComponentProps) {
  const t = useRequestsText();
  const pages = useDictionary().pages;
  const lang = useLang();
  return (
    <PageShell page="briefOrder">
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
        <section className="space-y-4 rounded-2xl bg-primary-50 p-5 sm:p-6 dark:bg-primary-950">
          <ol className="list-decimal space-y-2 pl-5 text-gray-800 dark:text-gray-200">
            {t.briefSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <DownloadLink href={`/api/brief/template?lang=${lang}`} label={t.downloadBrief} />
            <Link to={pagePath('contact', lang)} className="button-secondary">
              {pages.contact.title}
            </Link>
          </div>
        </section>
        <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900">
          <briefPart.Part result={actionData} />
        </div>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
