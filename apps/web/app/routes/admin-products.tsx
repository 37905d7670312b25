import type { ProductList } from '@polotno/domain';
import { Plus } from '../components/icons/plus';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { AdminTable } from '../components/admin/admin-table';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { Pagination } from '../components/pagination';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { FormMessage, SubmitButton } from '../components/form/form-parts';
import { requireAdminUser } from '../features/accounts/session.server';
import { useAdminCatalogText } from '../features/catalog/admin-catalog.i18n';
import { AuditHistory } from '../features/audit/audit-history';
import { objectHistory } from '../features/audit/audit.server';
import { loadProductEditor, productEditorAction, stockAction } from '../features/catalog/admin-products.server';
import { ConfirmRemove } from '../features/catalog/editor-fields';
import { ProductEditor } from '../features/catalog/product-editor';
import { useCatalogText } from '../features/catalog/catalog.i18n';
import { formatNumber } from '../lib/format';
import { apiRequest } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/admin-products';

const PAGE_SIZE = 50;

export const meta: Route.MetaFunction = (args) => pageMeta('adminProducts', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), sort: 'name', page: params.get('page') ?? '1' });
  const search = (params.get('search') ?? '').trim();
  if (search) query.set('search', search.slice(0, 200));
  // The product being edited shows its own changes from the audit trail.
  const edited = /^\d{1,9}$/.test(params.get('edit') ?? '') ? params.get('edit') : null;
  const [list, editor, history] = await Promise.all([
    apiRequest<ProductList>(context, request, `/api/products?${query}`),
    loadProductEditor(context, request),
    edited ? objectHistory(context, request, 'product', edited) : null,
  ]);
  return { ...list, editor, history };
}

/** Saves or deletes a product in the editor, or sets the stock of one product in rolls (`PUT /api/product/{id}`). */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'save-product' || intent === 'delete-product') return productEditorAction(context, request, form);
  return stockAction(context, request, form);
}

export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountsText();
  const c = useCatalogText();
  const a = useAdminCatalogText();
  const lang = useLang();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { editor } = loaderData;
  /** This page with `?edit=` set (or removed, for null), keeping the search and the page of the list. */
  const editHref = (edit: string | null, extra: Record<string, string> = {}) => {
    const next = new URLSearchParams(params);
    for (const name of ['edit', 'saved', 'removed', 'remove']) next.delete(name);
    if (edit) next.set('edit', edit);
    for (const [name, value] of Object.entries(extra)) next.set(name, value);
    return next.size > 0 ? `${pathname}?${next}` : pathname;
  };
  // A refused form comes back as typed; otherwise the product as saved.
  const draft = actionData && 'draft' in actionData && actionData.draft ? actionData.draft : editor.editing;
  return (
    <PageShell page="adminProducts">
      <FormMessage
        error={actionData?.error}
        notice={(actionData && 'saved' in actionData ? actionData.saved : null) ?? editor.notice}
      />
      {editor.confirmRemove && editor.editing?.id ? (
        <ConfirmRemove
          question={a.removeProductConfirm(editor.editing.name.ru)}
          intent="delete-product"
          id={String(editor.editing.id)}
          labels={a.removeProductYes}
          cancelTo={editHref(String(editor.editing.id))}
        />
      ) : draft ? (
        <>
          <ProductEditor
            key={draft.revision}
            draft={draft}
            categories={editor.categories}
            keys={editor.keys}
            closeTo={editHref(null)}
            removeTo={draft.id === null ? null : editHref(String(draft.id), { remove: '1' })}
          />
          {draft.id !== null && loaderData.history && (
            <AuditHistory kind="product" objectId={draft.id} history={loaderData.history} />
          )}
        </>
      ) : (
        <Link to={editHref('new')} className="button-primary">
          <Plus aria-hidden className="size-4" />
          {a.newProduct}
        </Link>
      )}
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="product-search" className="sr-only">
          {t.searchProducts}
        </label>
        <input
          id="product-search"
          type="search"
          name="search"
          defaultValue={params.get('search') ?? ''}
          className="h-10 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-900"
        />
        <button type="submit" className="button-primary">
          {t.find}
        </button>
      </Form>
      <AdminTable heads={[t.product, c.composition, t.price, t.stock]}>
        {loaderData.items.map((product) => (
          <tr key={product.id}>
            <td className="px-4 py-2.5">
              <Link
                to={pagePath('product', lang, { id: String(product.id) })}
                className="font-medium text-gray-900 hover:text-primary-700 dark:text-white"
              >
                {product.name}
              </Link>
              <span className="block text-xs text-gray-500">{product.art}</span>
              {!product.show && (
                <span className="mr-2 inline-block rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                  {a.hidden}
                </span>
              )}
              <Link
                to={editHref(String(product.id))}
                aria-label={`${a.edit}: ${product.name}`}
                className="text-xs font-medium text-primary-700 hover:underline dark:text-primary-300"
              >
                {a.edit}
              </Link>
            </td>
            <td className="px-4 py-2.5 text-gray-600 dark:text-gray-300">{product.composition}</td>
            <td className="px-4 py-2.5 whitespace-nowrap">
              {formatNumber(product.price)} {c.perKg}
            </td>
            <td className="px-4 py-2.5">
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value={`stock-${product.id}`} />
                <input type="hidden" name="productId" value={product.id} />
                <input type="hidden" name="name" value={product.name} />
                <input
                  type="number"
                  name="count"
                  min={0}
                  max={1_000_000}
                  step={1}
                  required
                  defaultValue={product.count}
                  key={product.count}
                  aria-label={`${t.stock}: ${product.name}`}
                  className="h-9 w-24 rounded-lg border border-gray-300 bg-white px-2 text-right dark:border-gray-700 dark:bg-gray-950"
                />
                <SubmitButton
                  intent={`stock-${product.id}`}
                  labels={t.saveStock}
                  className="button-secondary h-9 px-3 text-xs"
                />
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination look="all-numbers" page={loaderData.page} total={loaderData.total} limit={loaderData.limit} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
