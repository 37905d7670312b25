/**
 * An order's documents and payments in the customer's history (issue 26): the invoice, the packing list and,
 * once the order shipped, the УПД as PDF and as the ЭДО's XML (or why the XML is not offered); the payments
 * on record with what is paid and what is still due.
 */
import { RELEASED_STATUSES } from '@polotno/domain/client';
import type { Order, OrderDocuments } from '@polotno/domain';
import { Link } from 'react-router';
import { FileText } from '../../components/icons/file-text';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { useOrderDocumentsText } from './order-documents.i18n';
import { formatAmount } from './order-parts';
import { useOrdersText } from './orders.i18n';

const HEADING = 'text-sm font-semibold text-gray-900 dark:text-white';

/**
 * Links to the order's documents as they come to exist. Same origin: the API answers with the session
 * cookie, and the browser saves the file.
 */
export function OrderDocumentLinks({ orderId, documents }: { orderId: number; documents: OrderDocuments }) {
  const t = useOrderDocumentsText();
  const o = useOrdersText();
  const lang = useLang();
  const { invoice, packingList, upd } = documents;
  const headingId = `documents-${orderId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="order-documents">
      <h3 id={headingId} className={HEADING}>
        {t.documents}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {invoice && (
          <li>
            <a href={invoice.url} download className="button-primary" data-testid="invoice-link">
              <FileText aria-hidden className="size-4" />
              {o.invoice}
            </a>
          </li>
        )}
        {upd && (
          <li>
            <a href={upd.pdfUrl} download className="button-primary" data-testid="upd-pdf-link">
              <FileText aria-hidden className="size-4" />
              {t.updPdf(upd.number, formatDate(upd.date, lang))}
            </a>
          </li>
        )}
        {upd?.xml.available && (
          <li>
            <a href={upd.xml.url} download={upd.xml.fileName} className="button-secondary" data-testid="upd-xml-link">
              <FileText aria-hidden className="size-4" />
              {t.updXml}
            </a>
          </li>
        )}
        <li>
          <a href={packingList.url} download className="button-secondary" data-testid="packing-list-link">
            <FileText aria-hidden className="size-4" />
            {t.packingList}
          </a>
        </li>
      </ul>
      {invoice && !upd && <p className="text-sm text-gray-600 dark:text-gray-300">{t.updLater}</p>}
      {upd && !upd.xml.available && (
        <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="upd-xml-missing">
          {upd.xml.message}
          {upd.xml.missing === 'buyer_edo_id' && (
            <>
              {' '}
              <Link to={`${pagePath('userRequisites', lang)}#edo`} className="text-link">
                {t.addEdoId}
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** The order's payments, oldest first (a voided one struck through and said so), what is paid and what is due. */
export function OrderPayments({ order }: { order: Order }) {
  const t = useOrderDocumentsText();
  const lang = useLang();
  // A cancelled or expired order owes nothing, whatever its invoice said.
  const due = RELEASED_STATUSES.includes(order.status) ? null : order.due;
  if (due === null && order.payments.length === 0) return null;
  const headingId = `payments-${order.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-1 text-sm" data-testid="order-payments">
      <h3 id={headingId} className={HEADING}>
        {t.payments}
      </h3>
      {order.payments.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noPayments}</p>
      ) : (
        <ul className="space-y-0.5 text-gray-800 dark:text-gray-200">
          {order.payments.map((payment) => (
            <li key={payment.id} data-testid="payment" data-voided={payment.voided ? 'true' : undefined}>
              <span className={`tabular-nums ${payment.voided ? 'text-gray-500 line-through dark:text-gray-400' : ''}`}>
                {t.payment(formatDate(payment.paidOn, lang), formatAmount(payment.amount))}
                {payment.documentNumber && `, ${t.paymentOrder(payment.documentNumber)}`}
              </span>
              {payment.voided && ` — ${t.voided}`}
            </li>
          ))}
        </ul>
      )}
      {due !== null && (
        <p className="font-medium text-gray-900 tabular-nums dark:text-white" data-testid="order-due">
          {due === 0 ? t.paidInFull : `${t.paid(formatAmount(order.paid))} · ${t.due(formatAmount(due))}`}
        </p>
      )}
    </section>
  );
}
