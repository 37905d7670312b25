/**
 * Pieces the ordering pages share: the estimate band, money with kopecks, and an action's messages. The
 * order lines table is `order-lines-table.tsx`, so the product page does not load it (docs/decisions/006).
 */
import type { Estimate } from '@polotno/domain';
import { FormMessage } from '../../components/form/form-parts';
import { useCatalogText } from '../catalog/catalog.i18n';
import { formatNumber, formatRoubles } from '../../lib/format';
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
