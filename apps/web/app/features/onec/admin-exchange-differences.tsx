/**
 * What 1C has differently from the shop, which the shop never applies by itself (decisions 013 and 014): order
 * lines 1C changed, each difference with its order, marked seen by the manager or the order sent to 1C again;
 * and the roll-tracked products whose stock in 1C disagrees with their rolls.
 */
import type { OnecDifference, OnecStockDifference } from '@polotno/domain';
import { Form, Link, useLocation } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { SubmitButton } from '../../components/form/form-parts';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { pagePath } from '../../lib/pages';
import { useLang } from '../../lib/locale';
import { useAdminExchangeText, type AdminExchangeText } from './admin-exchange.i18n';

const CARD = 'space-y-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900';
const roubles = (value: number) => `${formatNumber(value)} ₽`;

type Figures = NonNullable<OnecDifference['lines'][number]['onec']>;

function figures(line: Figures | null, unit: string, t: AdminExchangeText): string {
  if (!line) return t.missingLine;
  return t.lineFigures(
    formatNumber(line.quantity),
    unit,
    roubles(line.pricePerUnit),
    line.sum === null ? null : roubles(line.sum),
  );
}

export function LineDifferences({
  differences,
  showResolved,
}: {
  differences: { items: OnecDifference[]; total: number };
  showResolved: boolean;
}) {
  const t = useAdminExchangeText();
  const lang = useLang();
  const location = useLocation();
  const toggle = new URLSearchParams(location.search);
  if (showResolved) toggle.delete('differences');
  else toggle.set('differences', 'all');
  return (
    <section aria-labelledby="exchange-differences" className={CARD} data-testid="exchange-differences">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="exchange-differences" className="text-lg font-semibold text-gray-900 dark:text-white">
          {t.differencesTitle}
        </h2>
        <Link to={`?${toggle}`} className="text-sm text-link">
          {showResolved ? t.showOpen : t.showResolved}
        </Link>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.differencesHint}</p>
      {differences.items.length === 0 ? (
        <p className="text-sm text-gray-500">{t.noDifferences}</p>
      ) : (
        <ul className="space-y-4">
          {differences.items.map((difference) => (
            <li key={difference.id} className="space-y-2" data-testid="line-difference">
              <p className="text-sm">
                <Link
                  to={`${pagePath('adminOrders', lang)}?id=${difference.orderId}`}
                  className="font-medium text-link"
                >
                  {t.order(difference.orderId)}
                </Link>{' '}
                <span className="text-gray-500">
                  {t.seenAt(formatDateTime(difference.createdAt))}
                  {difference.resolvedAt && `, ${t.resolvedAt(formatDateTime(difference.resolvedAt))}`}
                </span>
              </p>
              <AdminTable heads={[t.line, t.inOnec, t.onSite]}>
                {difference.lines.map((line) => (
                  <tr key={line.onecId}>
                    <td className="px-4 py-2">
                      <span className="block text-gray-900 dark:text-white">{line.name}</span>
                      <code className="text-xs text-gray-500">{line.onecId}</code>
                    </td>
                    <td className="px-4 py-2 tabular-nums">{figures(line.onec, line.unit, t)}</td>
                    <td className="px-4 py-2 tabular-nums">{figures(line.shop, line.unit, t)}</td>
                  </tr>
                ))}
              </AdminTable>
              <div className="flex flex-wrap gap-2">
                {!difference.resolvedAt && (
                  <Form method="post">
                    <input type="hidden" name="differenceId" value={difference.id} />
                    <SubmitButton
                      intent="resolve"
                      name="intent"
                      value="resolve"
                      labels={t.resolve}
                      className="button-secondary h-8 px-3 text-xs"
                    />
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="orderId" value={difference.orderId} />
                  <SubmitButton
                    intent="resend"
                    name="intent"
                    value="resend"
                    labels={t.resendOrder}
                    className="button-secondary h-8 px-3 text-xs"
                  />
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StockDifferences({ items }: { items: readonly OnecStockDifference[] }) {
  const t = useAdminExchangeText();
  return (
    <section aria-labelledby="exchange-stock" className={CARD} data-testid="exchange-stock">
      <h2 id="exchange-stock" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.stockTitle}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.stockHint}</p>
      {items.length === 0 ? (
        <p className="text-sm text-gray-500">{t.noStockDifferences}</p>
      ) : (
        <AdminTable heads={[t.product, { label: t.stockInOnec, end: true }, { label: t.stockOnSite, end: true }]}>
          {items.map((item) => (
            <tr key={item.productId}>
              <td className="px-4 py-2">
                <span className="block text-gray-900 dark:text-white">{item.name}</span>
                <span className="text-xs text-gray-500">
                  {item.art}
                  {' · '}
                  {t.seenAt(formatDateTime(item.seenAt))}
                </span>
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {formatNumber(item.onec.quantity)} {item.onec.unit}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {t.rollsAndKg(item.shop.rolls, formatNumber(item.shop.kg))}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
