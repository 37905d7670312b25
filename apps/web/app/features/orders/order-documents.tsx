/**
 * An order's documents and payments in the customer's history (issue 26): the invoice, the packing list and,
 * once the order shipped, the УПД as PDF and as the ЭДО's XML (or why the XML is not offered); the payments
 * on record with what is paid and what is still due.
 */
import { RELEASED_STATUSES } from '@polotno/domain/client';
import type { Order, OrderDocuments } from '@polotno/domain';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { DocumentLinks } from './document-links';
import { useOrderDocumentsText } from './order-documents.i18n';
import { formatAmount } from './order-parts';
import { useOrdersText } from './orders.i18n';

const HEADING = 'text-sm font-semibold text-gray-900 dark:text-white';

/**
 * Links to the order's documents as they come to exist, the invoice and the УПД first. Same origin: the API
 * answers with the session cookie, and the browser saves the file.
 */
export function OrderDocumentLinks({ orderId, documents }: { orderId: number; documents: OrderDocuments }) {
  const t = useOrderDocumentsText();
  const o = useOrdersText();
  const lang = useLang();
  const headingId = `documents-${orderId}`;
  const xml = documents.upd?.xml;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="order-documents">
      <h3 id={headingId} className={HEADING}>
        {t.documents}
      </h3>
      <DocumentLinks
        documents={documents}
        text={{ ...t, invoice: o.invoice }}
        primaryButton="button-primary"
        packingListLast
        xmlMissingNote={
          xml?.available === false &&
          xml.missing === 'buyer_edo_id' && (
            <Link to={`${pagePath('userRequisites', lang)}#edo`} className="text-link">
              {t.addEdoId}
            </Link>
          )
        }
      />
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
