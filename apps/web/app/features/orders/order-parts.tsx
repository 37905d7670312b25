/** Pieces the ordering pages share: the estimate band, money with kopecks, and an action's messages. */
import type { Estimate, Order } from '@polotno/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePath, useLang } from '../../lib/use-lang';
import { FormMessage } from '../../components/form/form-parts';
import { useCatalogText } from '../catalog/catalog.i18n';
import { formatNumber, formatRoubles } from '../catalog/catalog-format';
import { LineRolls } from '../rolls/line-rolls';
import { useOrdersText } from './orders.i18n';
import type { OrderActionResult } from './orders.types';

// Invoice sums are exact to the kopeck, unlike the estimates, which are rounded to the rouble.
const kopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `17 940,50 ₽`: a sum on actual weight. */
export function formatAmount(value: number): string {
  return `${kopecks.format(value)} ₽`;
}

/** `40–50 кг · 18 000 ₽ – 22 500 ₽`: the weight and cost of some rolls at 20 and at 25 kg per roll. */
export function EstimateBand({ estimate, className = '' }: { estimate: Estimate; className?: string }) {
  const c = useCatalogText();
  return (
    <span className={`tabular-nums ${className}`} data-testid="estimate">
      {formatNumber(estimate.minKg)}–{formatNumber(estimate.maxKg)} {c.kg} · {formatRoubles(estimate.min)} –{' '}
      {formatRoubles(estimate.max)}
    </span>
  );
}

/** An action's notice or error, with the lines the stock could not cover and those a reorder left out. */
export function ActionMessage({ result }: { result: OrderActionResult | undefined }) {
  const t = useOrdersText();
  if (!result) return null;
  return (
    <div className="space-y-2">
      <FormMessage error={result.error} notice={result.notice} />
      {result.short.length > 0 && (
        <table
          className="w-full rounded-lg border border-red-200 text-left text-sm dark:border-red-900"
          data-testid="short-lines"
        >
          <thead className="text-gray-600 dark:text-gray-300">
            <tr>
              <th className="py-1.5 pr-3 pl-3 font-medium">{t.product}</th>
              <th className="py-1.5 pr-3 font-medium">{t.color}</th>
              <th className="py-1.5 pr-3 text-right font-medium">{t.requested}</th>
              <th className="py-1.5 pr-3 text-right font-medium">{t.inStock}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
            {result.short.map((line) => (
              <tr key={`${line.name}-${line.color ?? ''}`}>
                <td className="py-1.5 pr-3 pl-3 text-gray-900 dark:text-white">{line.name}</td>
                <td className="py-1.5 pr-3">{line.color ?? '—'}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{t.rolls(line.requested)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{t.rolls(line.available)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.unavailable.length > 0 && (
        <div
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="unavailable-lines"
        >
          <p className="font-medium">{t.unavailableTitle}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.unavailable.map((line, index) => (
              <li key={index}>{t.unavailable(line)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

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
