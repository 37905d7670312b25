/** An order's lines as a table (the order history's cards and the manager's order desk). */
import type { Order } from '@polotno/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { formatNumber } from '../../lib/format';
import { LineRolls } from '../rolls/line-rolls';
import { EstimateBand, formatAmount } from './order-parts';
import { useOrdersText } from './orders.i18n';

type OrderLine = Order['lines'][number];

// A figure of a line on a phone: its column's name above it, aligned left.
const CARD_CELL =
  'max-sm:py-1 max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:text-gray-500 max-sm:before:content-[attr(data-label)]';

/**
 * An order's lines: product, colour, rolls, price per kg, the weight column the caller fills (a figure for
 * the customer, an input on the manager's desk), and the amount or, before weighing, the estimate.
 */
export function OrderLinesTable({
  order,
  weight,
  productLinks = false,
  lineTestId,
}: {
  order: Order;
  weight: (line: OrderLine) => ReactNode;
  productLinks?: boolean;
  lineTestId: string;
}) {
  const t = useOrdersText();
  const lang = useLang();
  return (
    // On a phone each line becomes a small card: the product across, the figures in two columns, each
    // with its column's name (the table's head is then only read by screen readers).
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{t.lines}</caption>
        <thead className="text-gray-600 max-sm:sr-only dark:text-gray-300">
          <tr>
            <th className="py-2 pr-3 font-medium">{t.product}</th>
            <th className="py-2 pr-3 font-medium">{t.color}</th>
            <th className="py-2 pr-3 text-right font-medium">{t.rollsCount}</th>
            <th className="py-2 pr-3 text-right font-medium">{t.pricePerKg}</th>
            <th className="py-2 pr-3 text-right font-medium">{t.actualWeight}</th>
            <th className="py-2 text-right font-medium">{t.amount}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 align-top max-sm:block dark:divide-gray-800">
          {order.lines.map((line) => (
            <tr
              key={line.id}
              data-testid={lineTestId}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2"
            >
              <td className="py-2 pr-3 text-gray-900 max-sm:col-span-2 max-sm:py-1 dark:text-white">
                {productLinks && line.productId ? (
                  <Link to={pagePath('product', lang, { id: String(line.productId) })} className="text-link">
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
                <span className="block text-xs text-gray-500">
                  {t.article} {line.art}
                </span>
                <LineRolls rolls={line.rolls} />
              </td>
              <td data-label={t.color} className={`py-2 pr-3 ${CARD_CELL}`}>
                {line.color ?? '—'}
              </td>
              <td data-label={t.rollsCount} className={`py-2 pr-3 text-right tabular-nums ${CARD_CELL}`}>
                {line.count}
              </td>
              <td data-label={t.pricePerKg} className={`py-2 pr-3 text-right tabular-nums ${CARD_CELL}`}>
                {formatNumber(line.pricePerKg)} ₽
              </td>
              <td data-label={t.actualWeight} className={`py-2 pr-3 text-right tabular-nums ${CARD_CELL}`}>
                {weight(line)}
              </td>
              <td data-label={t.amount} className={`py-2 text-right tabular-nums ${CARD_CELL}`}>
                {line.amount === null ? (
                  <EstimateBand estimate={line.estimate} className="text-xs text-gray-500" />
                ) : (
                  formatAmount(line.amount)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
