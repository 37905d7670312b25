/**
 * The order desk's accounting (issue 26): the order's documents (the invoice, the packing list, the УПД PDF
 * and XML or why the XML is not offered), its payments on record with who recorded or voided each and why,
 * paid and still due, «record payment» and voiding a payment with a reason, and the customer's акт сверки
 * for a period. Plain forms: they work before and without JavaScript.
 */
import { RELEASED_STATUSES } from '@polotno/domain/client';
import type { Order, OrderDocuments } from '@polotno/domain';
import { Form } from 'react-router';
import { SubmitButton } from '../../components/form/form-parts';
import { FileText } from '../../components/icons/file-text';
import { formatDate, formatDateTime, moscowDateInput } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { useAdminOrdersText } from './admin-orders.i18n';
import { DocumentLinks } from './document-links';
import type { DeskResult, ReconciliationPick } from './admin-orders.server';
import { formatAmount } from './order-parts';

const HEADING = 'font-medium text-gray-900 dark:text-white';
const FIELD =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm aria-invalid:border-red-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400';
const DANGER_BUTTON = 'button-secondary h-9 px-3 text-xs text-red-700 dark:text-red-400';

/** Links to the order's documents as they come to exist (same origin: the API answers with the session cookie). */
export function DeskDocuments({ documents }: { documents: OrderDocuments }) {
  const t = useAdminOrdersText();
  return (
    <section aria-labelledby="desk-documents" className="space-y-2 text-sm" data-testid="desk-documents">
      <h3 id="desk-documents" className={HEADING}>
        {t.documents}
      </h3>
      <DocumentLinks documents={documents} text={t} primaryButton="button-secondary" />
    </section>
  );
}

/** A field's error under it, announced when it appears. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/**
 * The payments, oldest first — a voided one struck through with who voided it, when and why — what is paid
 * and what is still due, a form to record a payment and, beside each payment in force, one to void it.
 */
export function DeskPayments({ order, result }: { order: Order; result?: DeskResult }) {
  const t = useAdminOrdersText();
  const lang = useLang();
  const closed = RELEASED_STATUSES.includes(order.status);
  const field = (name: string) => result?.fields?.[name];
  const value = (name: string) => result?.values?.[name];
  return (
    <section aria-labelledby="desk-payments" className="space-y-3 text-sm" data-testid="desk-payments">
      <h3 id="desk-payments" className={HEADING}>
        {t.payments}
      </h3>
      {order.payments.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noPayments}</p>
      ) : (
        <ul className="space-y-2">
          {order.payments.map((payment) => (
            <li
              key={payment.id}
              className="space-y-1"
              data-testid="desk-payment"
              data-voided={payment.voided ? 'true' : undefined}
            >
              <p>
                <span
                  className={
                    payment.voided
                      ? 'text-gray-500 line-through dark:text-gray-400'
                      : 'font-medium text-gray-900 tabular-nums dark:text-white'
                  }
                >
                  {t.paymentLine(formatDate(payment.paidOn, lang), formatAmount(payment.amount))}
                  {payment.documentNumber && `, ${t.paymentOrder(payment.documentNumber)}`}
                </span>{' '}
                <span className="text-xs text-gray-500">
                  {t.recordedBy(payment.recordedBy?.name ?? null, formatDateTime(payment.recordedAt))}
                </span>
              </p>
              {payment.voided ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {t.voidedBy(
                    payment.voided.by?.name ?? null,
                    formatDateTime(payment.voided.at),
                    payment.voided.reason,
                  )}
                </p>
              ) : (
                <VoidForm orderId={order.id} paymentId={payment.id} result={result} />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="font-medium text-gray-900 tabular-nums dark:text-white" data-testid="desk-due">
        {order.due === null
          ? order.paid > 0 && t.paidAhead(formatAmount(order.paid))
          : order.due === 0
            ? t.paidInFull
            : `${t.paid(formatAmount(order.paid))} · ${t.due(formatAmount(order.due))}`}
      </p>
      {!closed && (
        // Remounted once the payment is on record, so its fields start empty again (also with JavaScript).
        <Form
          method="post"
          key={order.payments.length}
          className="space-y-2 rounded-xl border border-gray-200 p-3 dark:border-gray-800"
          aria-labelledby="record-payment"
          data-testid="record-payment"
        >
          <h4 id="record-payment" className={HEADING}>
            {t.recordPayment}
          </h4>
          <input type="hidden" name="orderId" value={order.id} />
          <div className="grid gap-3 sm:grid-cols-3">
            <label className="space-y-1">
              <span className="block font-medium text-gray-700 dark:text-gray-300">{t.paidOn}</span>
              <input
                type="date"
                name="paidOn"
                required
                defaultValue={value('paidOn') ?? moscowDateInput(new Date().toISOString())}
                aria-invalid={field('paidOn') ? true : undefined}
                aria-describedby={field('paidOn') ? 'paid-on-error' : undefined}
                className={FIELD}
              />
              <FieldError id="paid-on-error" message={field('paidOn')} />
            </label>
            <label className="space-y-1">
              <span className="block font-medium text-gray-700 dark:text-gray-300">{t.amount}</span>
              <input
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
                maxLength={20}
                defaultValue={value('amount') ?? (order.due ? String(order.due).replace('.', ',') : '')}
                placeholder={t.amountHint}
                aria-invalid={field('amount') ? true : undefined}
                aria-describedby={field('amount') ? 'amount-error' : undefined}
                className={`${FIELD} text-right tabular-nums`}
              />
              <FieldError id="amount-error" message={field('amount')} />
            </label>
            <label className="space-y-1">
              <span className="block font-medium text-gray-700 dark:text-gray-300">{t.documentNumber}</span>
              <input
                name="documentNumber"
                maxLength={40}
                autoComplete="off"
                defaultValue={value('documentNumber') ?? ''}
                aria-invalid={field('documentNumber') ? true : undefined}
                aria-describedby={field('documentNumber') ? 'document-number-error' : 'document-number-hint'}
                className={FIELD}
              />
              <span id="document-number-hint" className="block text-xs text-gray-500">
                {t.documentNumberHint}
              </span>
              <FieldError id="document-number-error" message={field('documentNumber')} />
            </label>
          </div>
          <SubmitButton
            intent="pay"
            name="intent"
            value="pay"
            labels={t.recordPaymentButton}
            className="button-primary"
          />
        </Form>
      )}
    </section>
  );
}

/** Voiding one payment: the reason is required and kept with it. */
function VoidForm({ orderId, paymentId, result }: { orderId: number; paymentId: number; result?: DeskResult }) {
  const t = useAdminOrdersText();
  const name = `voidReason-${paymentId}`;
  const error = result?.fields?.[name];
  const errorId = `void-error-${paymentId}`;
  return (
    <Form method="post" className="flex flex-wrap items-start gap-2" data-testid="void-payment">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="paymentId" value={paymentId} />
      <label className="min-w-56 flex-1 space-y-1">
        <span className="sr-only">{t.voidReason}</span>
        <input
          name="reason"
          required
          maxLength={500}
          placeholder={t.voidReason}
          defaultValue={result?.values?.[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${FIELD} h-9`}
        />
        <FieldError id={errorId} message={error} />
      </label>
      <SubmitButton intent="void" name="intent" value="void" labels={t.voidPayment} className={DANGER_BUTTON} />
    </Form>
  );
}

/**
 * The customer's акт сверки for a period: a plain GET of the desk with `actFrom`/`actTo`, which the loader
 * sends on to the PDF (a document request, so the browser downloads it and the desk stays).
 */
export function DeskReconciliation({
  order,
  customer,
  pick,
}: {
  order: Order;
  customer: string;
  pick: ReconciliationPick;
}) {
  const t = useAdminOrdersText();
  return (
    <section aria-labelledby="desk-reconciliation" className="space-y-2 text-sm" data-testid="desk-reconciliation">
      <h3 id="desk-reconciliation" className={HEADING}>
        {t.reconciliation}
      </h3>
      <p className="text-gray-600 dark:text-gray-300">{t.reconciliationIntro(customer)}</p>
      {pick.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {pick.error}
        </p>
      )}
      <Form method="get" reloadDocument className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={order.id} />
        <label className="space-y-1">
          <span className="block font-medium text-gray-700 dark:text-gray-300">{t.periodFrom}</span>
          <input type="date" name="actFrom" required defaultValue={pick.period.from} className={`${FIELD} w-44`} />
        </label>
        <label className="space-y-1">
          <span className="block font-medium text-gray-700 dark:text-gray-300">{t.periodTo}</span>
          <input type="date" name="actTo" required defaultValue={pick.period.to} className={`${FIELD} w-44`} />
        </label>
        <button type="submit" className="button-secondary" data-testid="reconciliation-download">
          <FileText aria-hidden className="size-4" />
          {t.downloadReconciliation}
        </button>
      </Form>
    </section>
  );
}
