/** One product's lots (oldest first, with their labels) and its rolls under a colour and status filter. */
import type { LotSummary, Product } from '@polotno/domain';
import { Form, Link } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { SubmitButton } from '../../components/form/form-parts';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { useAdminRollsText } from './admin-rolls.i18n';
import type { AdminRollsData, RollRow } from './admin-rolls.server';

const field =
  'h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const caption = 'block text-sm font-medium text-gray-700 dark:text-gray-300';

function range(lot: LotSummary): string {
  if (lot.minKg === null || lot.maxKg === null) return '—';
  return lot.minKg === lot.maxKg ? formatNumber(lot.minKg) : `${formatNumber(lot.minKg)}–${formatNumber(lot.maxKg)}`;
}

export function LotList({ lots }: { lots: LotSummary[] }) {
  const t = useAdminRollsText();
  const lang = useLang();
  if (lots.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-300">{t.noRolls}</p>;
  return (
    <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {lots.map((lot) => (
        <li key={lot.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5" data-testid="lot">
          <span className="text-gray-900 dark:text-white">
            {lot.color && <span className="text-gray-500">{lot.color} · </span>}
            {t.lotSummary(lot.lot, lot.rolls.available, range(lot))}
            <span className="block text-xs text-gray-500">
              {formatDate(lot.receivedAt, lang)} ·{' '}
              {t.lotCounts(lot.rolls.reserved, lot.rolls.shipped, lot.rolls.writtenOff)}
            </span>
          </span>
          <a href={`/api/rolls/labels.pdf?lotId=${lot.id}`} target="_blank" rel="noopener" className="text-link">
            {t.labels}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function RollTable({ product, data }: { product: Product; data: AdminRollsData }) {
  const t = useAdminRollsText();
  const lang = useLang();
  const { rolls, filters, statuses } = data;
  return (
    <section aria-labelledby="rolls-title" className="space-y-3">
      <h2 id="rolls-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.rollsTitle}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="product" value={product.id} />
        {product.colors.length > 0 && (
          <label className="space-y-1">
            <span className={caption}>{t.color}</span>
            <select name="color" defaultValue={filters.color} className={field}>
              <option value="">—</option>
              {product.colors.map((color) => (
                <option key={color.id} value={color.id}>
                  {color.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="space-y-1">
          <span className={caption}>{t.status}</span>
          <select name="status" defaultValue={filters.status} className={field}>
            <option value="">{t.allStatuses}</option>
            {statuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-secondary">
          {t.show}
        </button>
      </Form>
      <p className="text-sm text-gray-500">{t.found(rolls.total)}</p>
      {rolls.items.length > 0 && (
        <AdminTable
          heads={[
            t.number,
            t.color,
            t.lot,
            { label: t.weightKg, end: true },
            t.status,
            { label: <span className="sr-only">{t.writeOff[0]}</span> },
          ]}
        >
          {rolls.items.map((roll) => (
            <tr key={roll.id} data-testid="roll-row">
              <td className="px-4 py-2 font-mono tabular-nums">{roll.number}</td>
              <td className="px-4 py-2">{roll.color ?? '—'}</td>
              <td className="px-4 py-2">{roll.lot}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatNumber(roll.weightKg)}</td>
              <td className="px-4 py-2">
                {roll.statusLabel}
                {roll.orderId !== null && (
                  <>
                    {' · '}
                    <Link to={`${pagePath('adminOrders', lang)}?id=${roll.orderId}`} className="text-link">
                      {t.order} № {roll.orderId}
                    </Link>
                  </>
                )}
              </td>
              <td className="px-4 py-2">
                {(roll.status === 'available' || roll.status === 'written_off') && <StatusForm roll={roll} />}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** Writes an available roll off, or takes a write-off back, with the reason the roll's history keeps. */
function StatusForm({ roll }: { roll: RollRow }) {
  const t = useAdminRollsText();
  const restore = roll.status === 'written_off';
  const intent = `${restore ? 'restore' : 'write-off'}-${roll.id}`;
  const labels = restore ? t.restore : t.writeOff;
  return (
    <details>
      <summary className="cursor-pointer text-sm text-link">{labels[0]}</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input
          name="reason"
          required
          maxLength={500}
          placeholder={t.reason}
          aria-label={`${t.reason}: ${roll.number}`}
          className="h-9 w-48 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
        />
        <SubmitButton intent={intent} labels={labels} className="button-secondary h-9 px-3 text-xs" />
      </Form>
    </details>
  );
}
