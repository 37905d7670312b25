/**
 * One order in the customer's history: its lines, the estimate or the weighed total, its payments and
 * documents, and what can be done.
 */
import { buyerTitle, companyMay, type CompanyAction } from '@polotno/domain/client';
import type { Order, OrderDocuments, OrderStatus } from '@polotno/domain';
import { Form } from 'react-router';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { SubmitButton } from '../../components/form/form-parts';
import { TextAreaField } from '../../components/form/field';
import { ValidatedForm } from '../../components/form/validated-form';
import { useCatalogText } from '../catalog/catalog.i18n';
import { formatNumber } from '../../lib/format';
import { formatDate, formatDateTime } from '../../lib/dates';
import { OrderDocumentLinks, OrderPayments } from './order-documents';
import { OrderLinesTable } from './order-lines-table';
import { EstimateBand, formatAmount } from './order-parts';
import { useOrderDocumentsText } from './order-documents.i18n';
import { useOrdersText } from './orders.i18n';
import type { HistoryCompany } from './orders.types';

const STATUS_BADGE: Record<OrderStatus, string> = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  invoiced: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  paid: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  shipped: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  completed: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  cancelled: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400',
  expired: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400',
};

/** The last day of a reserve: the API gives the midnight that ends it. */
function lastReserveDay(reserveUntil: string): string {
  return new Date(Date.parse(reserveUntil) - 1).toISOString();
}

/**
 * `documents`: what `GET /api/order/{id}/documents` lists; null for an order that has none to give. `company`:
 * the company the viewer acts for (who placed the order is named, an owner decides on a pending one).
 */
export function OrderCard({
  order,
  documents,
  company = null,
}: {
  order: Order;
  documents: OrderDocuments | null;
  company?: HistoryCompany | null;
}) {
  const t = useOrdersText();
  const d = useOrderDocumentsText();
  const c = useCatalogText();
  const lang = useLang();
  const headingId = `order-${order.id}`;
  const cancel = `cancel-${order.id}`;
  const reorder = `reorder-${order.id}`;
  // Acting for a company, what the role allows (an accountant neither orders again nor cancels).
  const may = (action: CompanyAction) => company === null || companyMay(company.role, action);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order"
      data-order-id={order.id}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
            {t.orderTitle(order.id)}
          </h2>
          <p className="text-sm text-gray-500 dark:text-gray-400">{t.placedOn(formatDateTime(order.createdAt))}</p>
          {company && order.placedBy && (
            <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="order-placed-by">
              {d.placedBy(order.placedBy.name)}
            </p>
          )}
        </div>
        <p>
          <span className="sr-only">{t.status}: </span>
          <span
            data-testid="order-status"
            className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${STATUS_BADGE[order.status]}`}
          >
            {order.statusLabel}
          </span>
        </p>
      </header>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {[t.deliveryMethods[order.deliveryMethod], t.paymentMethods[order.paymentMethod], buyerTitle(order.requisites)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <OrderLinesTable
        order={order}
        productLinks
        lineTestId="order-line"
        weight={(line) => (line.actualWeightKg === null ? '—' : `${formatNumber(line.actualWeightKg)} ${c.kg}`)}
      />
      <div className="space-y-1 border-t border-gray-200 pt-3 dark:border-gray-800">
        <p className="text-sm text-gray-600 dark:text-gray-300">{t.totalRolls(order.rolls)}</p>
        {order.total === null ? (
          <p className="text-gray-900 dark:text-white">
            {t.beforeWeighing}: <EstimateBand estimate={order.estimate} className="font-semibold" />
          </p>
        ) : (
          <>
            <p className="text-lg font-semibold text-gray-900 dark:text-white" data-testid="order-total">
              {t.totalWithVat}: {formatAmount(order.total)}
            </p>
            {order.vat !== null && (
              <p className="text-sm text-gray-500 dark:text-gray-400">
                {t.vat(order.vatPercent, formatAmount(order.vat))}
              </p>
            )}
          </>
        )}
        {order.status === 'invoiced' && order.reserveUntil && (
          <p className="text-sm font-medium text-violet-800 dark:text-violet-300" data-testid="order-reserve">
            {t.reserveUntil(formatDate(lastReserveDay(order.reserveUntil), lang))}
          </p>
        )}
      </div>
      {(order.comment || order.managerNote) && (
        <dl className="space-y-1 text-sm">
          {order.comment && (
            <div>
              <dt className="inline text-gray-500">{t.yourComment}: </dt>
              <dd className="inline whitespace-pre-line text-gray-800 dark:text-gray-200">{order.comment}</dd>
            </div>
          )}
          {order.managerNote && (
            <div>
              <dt className="inline text-gray-500">{t.managerNote}: </dt>
              <dd className="inline whitespace-pre-line text-gray-800 dark:text-gray-200">{order.managerNote}</dd>
            </div>
          )}
        </dl>
      )}
      {order.approval && (
        <OrderApproval order={order} approval={order.approval} canDecide={company !== null && may('orders.approve')} />
      )}
      <OrderPayments order={order} />
      {documents && <OrderDocumentLinks orderId={order.id} documents={documents} />}
      <div className="flex flex-wrap gap-2">
        {may('orders.place') && (
          <Form method="post" action={pagePath('cart', lang)}>
            <input type="hidden" name="intent" value={reorder} />
            <SubmitButton intent={reorder} labels={t.reorder} className="button-secondary" />
          </Form>
        )}
        {order.status === 'new' && may('orders.cancel') && (
          <Form method="post">
            <input type="hidden" name="intent" value={cancel} />
            <input type="hidden" name="orderId" value={order.id} />
            <SubmitButton
              intent={cancel}
              labels={t.cancelOrder}
              className="button-secondary text-red-700 dark:text-red-400"
            />
          </Form>
        )}
      </div>
    </article>
  );
}

const APPROVAL_STYLE: Record<NonNullable<Order['approval']>['state'], string> = {
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  approved: 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100',
  declined: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};

/**
 * An order a buyer placed above their limit (docs/decisions/020): waiting for an owner, who approves or
 * declines it with a reason here; or the decision taken, with its reason.
 */
function OrderApproval({
  order,
  approval,
  canDecide,
}: {
  order: Order;
  approval: NonNullable<Order['approval']>;
  canDecide: boolean;
}) {
  const t = useOrderDocumentsText();
  const approve = `approve-${order.id}`;
  const decline = `decline-${order.id}`;
  return (
    <div
      className={`space-y-3 rounded-lg px-3 py-2 text-sm ${APPROVAL_STYLE[approval.state]}`}
      data-testid="order-approval"
    >
      <p className="font-medium" data-testid="order-approval-state">
        {t.approvalStates[approval.state]}
        {approval.by && approval.at && (
          <span className="font-normal"> · {t.approvalBy(approval.by.name, formatDateTime(approval.at))}</span>
        )}
      </p>
      {approval.reason && (
        <p>
          {t.approvalReason}: <span className="whitespace-pre-line">{approval.reason}</span>
        </p>
      )}
      {approval.state === 'pending' && canDecide && (
        <div className="flex flex-wrap items-start gap-4">
          <Form method="post">
            <input type="hidden" name="intent" value={approve} />
            <input type="hidden" name="orderId" value={order.id} />
            <SubmitButton intent={approve} labels={t.approve} className="button-primary" />
          </Form>
          <ValidatedForm method="post" intent={decline} className="min-w-64 flex-1 space-y-2">
            <input type="hidden" name="orderId" value={order.id} />
            <TextAreaField label={t.declineReason} name="reason" rows={2} required maxLength={1000} />
            <SubmitButton intent={decline} labels={t.decline} className="button-secondary" />
          </ValidatedForm>
        </div>
      )}
    </div>
  );
}
