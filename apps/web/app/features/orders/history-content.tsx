// The ordering, documents and rolls texts, which only this late part shows on its page: it brings both
// languages, as a client switch of language re-renders it in the other one.
import './orders.i18n.ru';
import './orders.i18n.uz';
import './order-documents.i18n.ru';
import './order-documents.i18n.uz';
import '../rolls/rolls.i18n.ru';
import '../rolls/rolls.i18n.uz';
import type { Order, OrderDocuments } from '@polotno/domain';
import { FormMessage } from '../../components/form/form-parts';
import type { ReconciliationForm } from './history.server';
import { OrderCard } from './order-card';
import { ActionMessage } from './order-parts';
import { useOrdersText } from './orders.i18n';
import type { OrderActionResult } from './orders.types';
import { ReconciliationPicker } from './reconciliation-picker';

export interface HistoryContentProps {
  orders: Order[];
  documents: Record<number, OrderDocuments>;
  /** The order just placed (`?placed=`), when it is one of the customer's. */
  placed: number | null;
  reconciliation: ReconciliationForm;
  /** The page action's answer (cancelling an order). */
  result: OrderActionResult | undefined;
}

/**
 * `/user/history`: the action's message or the order just placed, the акт сверки's picker and the order cards
 * with their documents and payments.
 */
export function HistoryContent({ orders, documents, placed, reconciliation, result }: HistoryContentProps) {
  const t = useOrdersText();
  return (
    <>
      {result ? <ActionMessage result={result} /> : <FormMessage notice={placed === null ? null : t.placed(placed)} />}
      {orders.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noOrders}</p>
      ) : (
        <>
          <ReconciliationPicker form={reconciliation} />
          <ol className="space-y-4">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} documents={documents[order.id] ?? null} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
