/** The back office's audit trail: filters from the address (a GET form), the records, and the pages. */
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, AUDIT_KINDS, formatPhone } from '@polotno/domain/client';
import type { AuditActors, AuditPage as AuditRecords } from '@polotno/domain';
import { Form, useSearchParams } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { PageShell } from '../../components/page-shell';
import { Pagination, type PaginationLabels } from '../../components/pagination';
import { formatDateTime } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { AuditChanges } from './audit-changes';
import { objectHref } from './audit-links';
import { useAuditText } from './audit.i18n';

const field =
  'h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const label = 'block text-sm font-medium text-gray-700 dark:text-gray-300';

export function AuditTrailPage({
  data,
  pageLabels,
}: {
  data: { page: AuditRecords; actors: AuditActors };
  /** The pagination's words (the route gives the post lists' own). */
  pageLabels: PaginationLabels;
}) {
  const t = useAuditText();
  const lang = useLang();
  const [params] = useSearchParams();
  const { page } = data;
  return (
    <PageShell page="adminAudit">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1">
          <span className={label}>{t.person}</span>
          <select name="actorId" defaultValue={params.get('actorId') ?? ''} className={field}>
            <option value="">{t.everyone}</option>
            {data.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name} ({formatPhone(actor.phone)})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className={label}>{t.kind}</span>
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={field}>
            <option value="">{t.allKinds}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_KIND_LABELS[kind][lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className={label}>{t.object}</span>
          <input name="objectId" defaultValue={params.get('objectId') ?? ''} maxLength={100} className={field} />
        </label>
        <label className="space-y-1">
          <span className={label}>{t.from}</span>
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={field} />
        </label>
        <label className="space-y-1">
          <span className={label}>{t.to}</span>
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={field} />
        </label>
        <button type="submit" className="button-secondary">
          {t.show}
        </button>
      </Form>
      <p className="text-sm text-gray-500">{t.found(page.total)}</p>
      {page.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.nothing}</p>
      ) : (
        <AdminTable heads={[t.when, t.who, t.what, t.change]} alignTop>
          {page.items.map((record) => {
            const href = objectHref(record.kind, record.objectId, lang);
            return (
              <tr key={record.id} data-testid="audit-row">
                <td className="px-4 py-3 whitespace-nowrap text-gray-700 dark:text-gray-300">
                  {formatDateTime(record.at)}
                </td>
                <td className="px-4 py-3">
                  {record.actor ? (
                    <>
                      <span className="block font-medium text-gray-900 dark:text-white">{record.actor.name}</span>
                      <span className="block whitespace-nowrap text-gray-600 dark:text-gray-300">
                        {formatPhone(record.actor.phone)}
                      </span>
                    </>
                  ) : (
                    t.gone
                  )}
                  {record.actorRole === 'USER' && <span className="block text-xs text-gray-500">{t.customer}</span>}
                </td>
                <td className="px-4 py-3">
                  <span className="block font-medium text-gray-900 dark:text-white">
                    {AUDIT_ACTION_LABELS[record.action][lang]}
                  </span>
                  <span className="block text-gray-700 dark:text-gray-300">
                    {AUDIT_KIND_LABELS[record.kind][lang]}{' '}
                    {href ? (
                      <a href={href} className="text-link">
                        {record.objectId}
                      </a>
                    ) : (
                      record.objectId
                    )}
                  </span>
                </td>
                <td className="max-w-md px-4 py-3">
                  <AuditChanges record={record} />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <Pagination page={page.page} total={page.total} limit={page.limit} labels={pageLabels} />
    </PageShell>
  );
}
