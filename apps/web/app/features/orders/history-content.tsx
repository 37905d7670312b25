// The ordering, documents and rolls texts, which only this late part shows on its page: it brings both
// languages, as a client switch of language re-renders it in the other one.
import './orders.i18n.ru';
import './orders.i18n.uz';
import './order-documents.i18n.ru';
import './order-documents.i18n.uz';
import '../rolls/rolls.i18n.ru';
import '../rolls/rolls.i18n.uz';
import { companyMay } from '@polotno/domain/client';
import type { Order, OrderDocuments } from '@polotno/domain';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-parts';
import type { ReconciliationForm } from './history.server';
import { OrderCard } from './order-card';
import { ActionMessage } from './order-parts';
import { useOrderDocumentsText } from './order-documents.i18n';
import { useOrdersText } from './orders.i18n';
import type { HistoryCompany, OrderActionResult } from './orders.types';
import { ReconciliationPicker } from './reconciliation-picker';

export interface HistoryContentProps {
  orders: Order[];
  documents: Record<number, OrderDocuments>;
  /** The order just placed (`?placed=`), when it is one of the customer's. */
  placed: number | null;
  reconciliation: ReconciliationForm;
  /** The company the viewer acts for, or null. */
  company: HistoryCompany | null;
  /** The member the list is narrowed to (`?placedBy=`). */
  placedBy: string | null;
  /** The page action's answer (cancelling, approving or declining an order). */
  result: OrderActionResult | undefined;
}

/**
 * `/user/history`: the action's message or the order just placed, the акт сверки's picker and the order cards
 * with their documents and payments.
 */
export function HistoryContent({
  orders,
  documents,
  placed,
  reconciliation,
  company,
  placedBy,
  result,
}: HistoryContentProps) {
  const t = useOrdersText();
  return (
    <>
      {result ? <ActionMessage result={result} /> : <FormMessage notice={placed === null ? null : t.placed(placed)} />}
      {company && company.members.length > 1 && <MemberFilter company={company} placedBy={placedBy} />}
      {orders.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noOrders}</p>
      ) : (
        <>
          {/* The акт сверки is the money side: a company's buyer does not get it (docs/decisions/020). */}
          {(company === null || companyMay(company.role, 'documents.read')) && (
            <ReconciliationPicker form={reconciliation} />
          )}
          <ol className="space-y-4">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} documents={documents[order.id] ?? null} company={company} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** The company's orders by one member: a plain GET form, so it works without JavaScript. */
function MemberFilter({ company, placedBy }: { company: HistoryCompany; placedBy: string | null }) {
  const t = useOrderDocumentsText();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" data-testid="member-filter">
      <div className="space-y-1.5">
        <label htmlFor="placed-by" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          {t.filterMember}
        </label>
        <select
          key={placedBy ?? ''}
          id="placed-by"
          name="placedBy"
          defaultValue={placedBy ?? ''}
          className="h-11 min-w-56 rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
        >
          <option value="">{t.allMembers}</option>
          {company.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-secondary h-11">
        {t.filter}
      </button>
    </Form>
  );
}
