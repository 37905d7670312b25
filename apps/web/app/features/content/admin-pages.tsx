/** The back office's information pages (about, policy, terms …): the fixed list and the editor of one page. */
import { Form, Link } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { EDITOR_CARD } from '../../components/admin/editor-parts';
import { useEditHref } from '../../components/admin/use-edit-href';
import { Field, TextAreaField } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ExternalLink } from '../../components/icons/external-link';
import { PageShell } from '../../components/page-shell';
import { type PageKey as WebPageKey, pagePath } from '../../lib/pages';
import { useLang } from '../../lib/locale';
import { useAdminContentText } from './admin-content.i18n';
import type { ActionResult, AdminInfoPage, AdminPagesData } from './admin-content.server';
import { Bilingual, PublishedBadge, PublishedField } from './admin-kit';
import { formatDateTime } from '../../lib/dates';
import { useContentText } from './content.i18n';

/** The web page that shows each information page. */
const PUBLIC_PAGE: Record<AdminInfoPage['slug'], WebPageKey> = {
  about: 'about',
  policy: 'policy',
  'payment-terms': 'paymentTerms',
  'terms-delivery': 'termsDelivery',
  'conditions-orders': 'conditionsOrders',
  garanty: 'garanty',
  requisites: 'requisites',
  contacts: 'contact',
};

/** The information pages' page of the back office. */
export function AdminPagesPage({ data, result }: { data: AdminPagesData; result: ActionResult | undefined }) {
  const t = useContentText();
  const a = useAdminContentText();
  const lang = useLang();
  const editHref = useEditHref();
  return (
    <PageShell page="adminPages">
      <FormMessage error={result?.error} notice={result?.notice ?? data.notice} />
      {data.editing && <PageEditor key={`${data.editing.slug}-${data.editing.updatedAt}`} page={data.editing} />}
      <AdminTable heads={[t.title, a.updated, t.status]} actions>
        {data.pages.map((page) => (
          <tr key={page.slug} data-testid="admin-row">
            <td className="px-4 py-3">
              <span className="block font-medium">{page.title.ru}</span>
              <span className="block text-gray-500">{a.pageNames[page.slug]}</span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-500">{formatDateTime(page.updatedAt)}</td>
            <td className="px-4 py-3">
              <PublishedBadge published={page.published} />
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <a href={pagePath(PUBLIC_PAGE[page.slug], lang)} className="button-secondary h-8 px-3 text-xs">
                  <ExternalLink aria-hidden className="size-3.5" />
                  {a.openOnSite}
                </a>
                <Link to={editHref(page.slug)} className="button-secondary h-8 px-3 text-xs">
                  {t.edit}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </PageShell>
  );
}

function PageEditor({ page }: { page: AdminInfoPage }) {
  const t = useContentText();
  const a = useAdminContentText();
  const editHref = useEditHref();
  return (
    <Form method="post" aria-labelledby="editor-title" className={EDITOR_CARD}>
      <h2 id="editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {a.editPage(a.pageNames[page.slug])}
      </h2>
      <input type="hidden" name="slug" value={page.slug} />
      <Bilingual
        field={(lang) => (
          <>
            <Field
              label={t.title}
              name={`title.${lang}`}
              defaultValue={page.title[lang]}
              required={lang === 'ru'}
              maxLength={200}
            />
            <TextAreaField
              label={t.body}
              name={`body.${lang}`}
              rows={16}
              defaultValue={page.body[lang]}
              required={lang === 'ru'}
              maxLength={50_000}
            />
          </>
        )}
      />
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.bodyHint}</p>
      <PublishedField checked={page.published} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save" name="intent" value="save" labels={t.save} className="button-primary" />
        <Link to={editHref(null)} className="button-secondary">
          {t.cancelEdit}
        </Link>
      </div>
    </Form>
  );
}
