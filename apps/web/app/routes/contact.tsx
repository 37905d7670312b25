import { Breadcrumbs } from '../components/breadcrumbs';
import { RouteErrorBoundary } from '../components/error-page';
import { useContentText } from '../features/content/content.i18n';
import { readInfoPage } from '../features/content/content.server';
import { feedbackPart } from '../features/requests/feedback-part';
import { prosePart } from '../features/content/prose-part';
import { sendFeedback } from '../features/requests/requests.server';
import { staffCardPart } from '../features/content/staff-card-part';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) => pageMeta('contact', args);

/** The contacts page's text; the API adds the managers to call. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'contacts');
}

export async function action({ context, request }: Route.ActionArgs) {
  return sendFeedback(context, request);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useContentText();
  const managers = loaderData.managers ?? [];
  return (
    <>
      {/* Not a labelled region: named "Contacts" it would repeat the footer's contacts landmark. */}
      <div className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <Breadcrumbs page="contact" />
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
            {loaderData.title}
          </h1>
          {managers.length > 0 && (
            <div className="space-y-3">
              <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t.managers}</h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {managers.map((member) => (
                  <staffCardPart.Part key={member.id} member={member} />
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:px-8">
        <prosePart.Part html={loaderData.html} />
        <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900">
          <feedbackPart.Part result={actionData} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <RouteErrorBoundary />
    </div>
  );
}
