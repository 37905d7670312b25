import { Form, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { FormMessage } from '../components/form/form-parts';
import { PageShell } from '../components/page-shell';
import { requireAdminUser } from '../features/accounts/session.server';
import { useAdminRollsText } from '../features/rolls/admin-rolls.i18n';
import { loadAdminRolls, rollsAction } from '../features/rolls/admin-rolls.server';
import { ReceivingForm } from '../features/rolls/receiving-form';
import { LotList, RollTable } from '../features/rolls/roll-list';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-rolls';

export const meta: Route.MetaFunction = (args) => pageMeta('adminRolls', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminRolls(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return rollsAction(context, request);
}

// The live preview saves nothing: the lists need no reload after it.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate;
}

export default function AdminRollsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminRollsText();
  const { products, product, lots, search } = loaderData;
  const receiving = actionData?.intent === 'status' ? undefined : actionData;
  return (
    <PageShell page="adminRolls">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1">
          <span className="block text-sm font-medium text-gray-700 dark:text-gray-300">{t.findProduct}</span>
          <input
            type="search"
            name="search"
            defaultValue={search}
            maxLength={200}
            className="h-10 w-64 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          />
        </label>
        <button type="submit" className="button-secondary">
          {t.show}
        </button>
      </Form>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        {search && <input type="hidden" name="search" value={search} />}
        <label className="space-y-1">
          <span className="block text-sm font-medium text-gray-700 dark:text-gray-300">{t.product}</span>
          <select
            name="product"
            required
            defaultValue={product?.id ?? ''}
            key={product?.id ?? ''}
            className="h-10 max-w-md rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          >
            <option value="" disabled>
              {t.chooseProduct}
            </option>
            {products.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} · {item.art}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-secondary">
          {t.open}
        </button>
      </Form>
      {products.length === 0 && (
        <p className="text-gray-600 dark:text-gray-300">{search ? t.nothingFound(search) : t.noProducts}</p>
      )}
      {product && (
        <>
          {/* A saved lot starts a fresh form and preview (the fields are uncontrolled). */}
          <ReceivingForm key={`${product.id} ${receiving?.labelsHref ?? ''}`} product={product} result={receiving} />
          <section aria-labelledby="lots-title" className="space-y-3">
            <h2 id="lots-title" className="text-lg font-semibold text-gray-900 dark:text-white">
              {t.lotsTitle}
            </h2>
            <LotList lots={lots} />
          </section>
          {actionData?.intent === 'status' && <FormMessage error={actionData.error} notice={actionData.notice} />}
          <RollTable product={product} data={loaderData} />
        </>
      )}
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
