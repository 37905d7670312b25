/** The back office's requests page: filters from the address, the list, and moving a request between statuses. */
import { Pagination, type Paginated, type PaginationLabels } from '../../components/pagination';
import { formatPhone, REQUEST_KINDS, REQUEST_STATUSES } from '@polotno/domain/client';
import type { RequestStatus, VisitorRequest } from '@polotno/domain';
import { Form, useSearchParams } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { Paperclip } from '../../components/icons/paperclip';
import { PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/dates';
import { useRequestsText } from './requests.i18n';

const STATUS_BADGE: Record<RequestStatus, string> = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'in-progress': 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  done: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
};
const select =
  'h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

/** The back office's requests: the status and kind filters, the list, and a status change per row. */
export function AdminRequestsPage({
  data,
  result,
  pageLabels,
}: {
  data: Paginated<VisitorRequest>;
  result: { error: string | null } | undefined;
  /** The pagination's words (the route gives the post lists' own). */
  pageLabels: PaginationLabels;
}) {
  const t = useRequestsText();
  const [params] = useSearchParams();
  return (
    <PageShell page="adminRequests">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1">
          <span className="block text-sm font-medium text-gray-700 dark:text-gray-300">{t.filterByStatus}</span>
          <select name="status" defaultValue={params.get('status') ?? ''} className={select}>
            <option value="">{t.allStatuses}</option>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.requestStatuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className="block text-sm font-medium text-gray-700 dark:text-gray-300">{t.kind}</span>
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={select}>
            <option value="">{t.allKinds}</option>
            {REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.requestKinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-secondary">
          {t.show}
        </button>
      </Form>
      <FormMessage error={result?.error} />
      <p className="text-sm text-gray-500">{t.requestsFound(data.total)}</p>
      {data.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noRequests}</p>
      ) : (
        <AdminTable heads={[t.kind, t.contact, t.details, t.received, t.status]} alignTop>
          {data.items.map((item) => (
            <RequestRow key={item.id} item={item} />
          ))}
        </AdminTable>
      )}
      <Pagination page={data.page} total={data.total} limit={data.limit} labels={pageLabels} />
    </PageShell>
  );
}

function RequestRow({ item }: { item: VisitorRequest }) {
  const t = useRequestsText();
  const intent = `status-${item.id}`;
  return (
    <tr data-testid="request-row">
      <td className="px-4 py-3 font-medium whitespace-nowrap text-gray-900 dark:text-white">
        {t.requestKinds[item.kind]}
        <span className="block text-xs font-normal text-gray-500">№ {item.id}</span>
      </td>
      <td className="px-4 py-3">
        <span className="block font-medium text-gray-900 dark:text-white">{item.name}</span>
        {item.company && <span className="block text-gray-600 dark:text-gray-300">{item.company}</span>}
        {item.phone && (
          <a href={`tel:${item.phone}`} className="block whitespace-nowrap text-link">
            {formatPhone(item.phone)}
          </a>
        )}
        {item.email && (
          <a href={`mailto:${item.email}`} className="block break-all text-link">
            {item.email}
          </a>
        )}
      </td>
      <td className="max-w-md space-y-1 px-4 py-3 text-gray-700 dark:text-gray-300">
        {item.materials.length > 0 && (
          <p>
            {t.materials}: {item.materials.map((material) => t.materialNames[material]).join(', ')}
          </p>
        )}
        {item.deliveryMethod && (
          <p>
            {t.deliveryMethod}: {t.deliveryMethods[item.deliveryMethod]}
            {item.address && ` — ${item.address}`}
          </p>
        )}
        {item.message && <p className="whitespace-pre-line">{item.message}</p>}
        {item.file && (
          <a href={item.file.url} download className="inline-flex items-center gap-1 text-link">
            <Paperclip aria-hidden className="size-4" />
            {item.file.name}
          </a>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-500">{formatDateTime(item.createdAt)}</td>
      <td className="px-4 py-3">
        <span
          data-testid="request-status"
          className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[item.status]}`}
        >
          {t.requestStatuses[item.status]}
        </span>
        <Form method="post" className="mt-2 flex gap-2">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={item.id} />
          <select name="status" defaultValue={item.status} aria-label={t.status} className={`${select} h-8`}>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.requestStatuses[status]}
              </option>
            ))}
          </select>
          <SubmitButton intent={intent} labels={t.change} className="button-secondary h-8 px-3 text-xs" />
        </Form>
      </td>
    </tr>
  );
}
