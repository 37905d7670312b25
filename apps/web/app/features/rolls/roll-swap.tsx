/**
 * The order desk's roll swap, before the invoice: per roll line, one of its rolls for an available roll of
 * the same product and colour, with the reason (kept in both rolls' history).
 */
import type { Order, OrderRollSwap } from '@polotno/domain';
import { Form } from 'react-router';
import { SubmitButton } from '../../components/form/form-parts';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useAdminRollsText } from './admin-rolls.i18n';
import type { SwapCandidate } from './roll-swap.server';

const field =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';
const caption = 'block text-sm font-medium text-gray-800 dark:text-gray-200';

const rollText = (roll: { number: string; lot: string; weightKg: number }, kg: string) =>
  `${roll.number} · ${roll.lot} · ${formatNumber(roll.weightKg)} ${kg}`;

/** A roll line's weight on the desk: the sum of its rolls' recorded weights, nothing to type. */
export function RecordedWeight({ weightKg }: { weightKg: number | null }) {
  const t = useAdminRollsText();
  return (
    <span className="flex flex-col items-end gap-1" data-testid="recorded-weight">
      <span className="font-medium">{weightKg === null ? '—' : `${formatNumber(weightKg)} ${t.kg}`}</span>
      <span className="max-w-48 text-right text-xs whitespace-normal text-gray-500">{t.recordedWeights}</span>
    </span>
  );
}

export function RollSwap({ order, candidates }: { order: Order; candidates: Record<number, SwapCandidate[]> }) {
  const t = useAdminRollsText();
  const lines = order.lines.filter((line) => line.rolls.length > 0 && candidates[line.id] !== undefined);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="roll-swap" className="space-y-3">
      <h3 id="roll-swap" className="font-medium text-gray-900 dark:text-white">
        {t.swap}
      </h3>
      {lines.map((line) => {
        const intent = `swap-${line.id}`;
        const available = candidates[line.id] ?? [];
        return (
          <Form
            key={line.id}
            method="post"
            className="grid gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-2 dark:border-gray-800"
            data-testid="roll-swap"
          >
            <input type="hidden" name="orderId" value={order.id} />
            <p className="text-sm text-gray-700 sm:col-span-2 dark:text-gray-300">
              {line.name}
              {line.color ? `, ${line.color}` : ''}
            </p>
            <label className="space-y-1">
              <span className={caption}>{t.number}</span>
              {/* Always a roll chosen (the first that can go), so no `required`: HTML allows it on a one-line
                  select only above an empty first option, which would add a step for nothing. */}
              <select name="from" className={field}>
                {line.rolls.map((roll) => (
                  <option key={roll.number} value={roll.id ?? ''} disabled={roll.id === null}>
                    {rollText(roll, t.kg)}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1">
              <span className={caption}>{t.swapFor}</span>
              {available.length === 0 ? (
                <span className="block text-sm text-gray-500">{t.noCandidates}</span>
              ) : (
                <select name="to" className={field}>
                  {available.map((roll) => (
                    <option key={roll.id} value={roll.id}>
                      {rollText(roll, t.kg)}
                    </option>
                  ))}
                </select>
              )}
            </label>
            <label className="space-y-1 sm:col-span-2">
              <span className={caption}>{t.swapReason}</span>
              <textarea
                name="reason"
                rows={2}
                required
                maxLength={500}
                aria-describedby={`swap-hint-${line.id}`}
                className="w-full rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
              />
              <span id={`swap-hint-${line.id}`} className="block text-xs text-gray-500">
                {t.swapReasonHint}
              </span>
            </label>
            <div className="sm:col-span-2">
              <SubmitButton
                intent={intent}
                name="intent"
                value={intent}
                labels={t.swapButton}
                disabled={available.length === 0}
                className="button-secondary"
              />
            </div>
          </Form>
        );
      })}
    </section>
  );
}

/** The order's roll swaps, oldest first: when, who, the roll that left → the one that came, and why. */
export function RollSwapHistory({ swaps }: { swaps: readonly OrderRollSwap[] }) {
  const t = useAdminRollsText();
  if (swaps.length === 0) return null;
  return (
    <section aria-labelledby="roll-swaps" className="space-y-1 text-sm">
      <h3 id="roll-swaps" className="font-medium text-gray-900 dark:text-white">
        {t.swapsTitle}
      </h3>
      <ol className="space-y-0.5 text-gray-600 dark:text-gray-300" data-testid="roll-swaps">
        {swaps.map((swap, index) => (
          <li key={index}>
            <span className="tabular-nums">{formatDateTime(swap.at)}</span> —{' '}
            {t.swapEntry(swap.by?.name ?? null, rollText(swap.from, t.kg), swap.to ? rollText(swap.to, t.kg) : null)}
            {` (${swap.product}): «${swap.reason}»`}
          </li>
        ))}
      </ol>
    </section>
  );
}
