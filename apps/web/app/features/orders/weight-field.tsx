/**
 * The order desk's weighing field of a count-only line: the actual weight with the band it must lie in, the
 * API's message beside it, and the override (checkbox and reason) for a weight outside the band.
 */
import type { Order } from '@polotno/domain';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { useAdminOrdersText } from './admin-orders.i18n';
import type { DeskResult } from './admin-orders.server';

type OrderLine = Order['lines'][number];

const input =
  'h-10 w-28 rounded-lg border border-gray-300 bg-white px-2 text-right tabular-nums read-only:bg-gray-50 read-only:text-gray-500 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:read-only:bg-gray-900 dark:read-only:text-gray-400';

/** `22.6` → `22,6`, as the manager writes kilograms. */
export const kgText = (kg: number) => String(kg).replace('.', ',');

/** Grams typed in a weight field (`"22,6"` → 22600); null when empty or not a number. */
function typedGrams(value: string): number | null {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 1000) : null;
}

/**
 * One line's actual weight with the band it must lie in. A weight outside the band shows the API's message
 * beside the field and, for that line only, the override: a checkbox and the required reason. The same
 * markup comes from the server after a refused post, so it works before (and without) JavaScript.
 */
export function WeightField({ line, weighable, result }: { line: OrderLine; weighable: boolean; result?: DeskResult }) {
  const t = useAdminOrdersText();
  const names = { weight: `weight-${line.id}`, override: `override-${line.id}`, reason: `reason-${line.id}` };
  const sent = result?.values?.[names.weight];
  const stored = line.actualWeightKg === null ? '' : kgText(line.actualWeightKg);
  const [value, setValue] = useState(sent ?? stored);
  const [override, setOverride] = useState(
    sent === undefined ? line.weightOverride !== null : result?.values?.[names.override] === 'yes',
  );
  const [reason, setReason] = useState(result?.values?.[names.reason] ?? line.weightOverride?.reason ?? '');
  const { minKg, maxKg } = line.estimate;
  const grams = typedGrams(value);
  const outside = grams !== null && (grams < Math.round(minKg * 1000) || grams > Math.round(maxKg * 1000));
  const weightError = outside
    ? t.outOfBand(line.name, kgText(grams / 1000), kgText(minKg), kgText(maxKg), line.count)
    : value === sent
      ? result?.fields?.[names.weight]
      : undefined;
  const reasonError = result?.fields?.[names.reason];
  const showOverride = weighable && (outside || reasonError !== undefined);
  const ids = { band: `band-${line.id}`, error: `weight-error-${line.id}`, reason: `reason-hint-${line.id}` };
  return (
    <div className="flex flex-col items-end gap-1">
      <input type="hidden" name="lineId" value={line.id} />
      <input
        name={names.weight}
        aria-label={t.weightFor(`${line.name}${line.color ? `, ${line.color}` : ''}`)}
        aria-describedby={['weight-hint', ids.band, weightError ? ids.error : ''].join(' ').trim()}
        aria-invalid={weightError && !override ? true : undefined}
        inputMode="decimal"
        autoComplete="off"
        readOnly={!weighable}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={input}
      />
      <span id={ids.band} className="text-xs text-gray-500" data-testid="weight-band">
        {t.expectedBand(kgText(minKg), kgText(maxKg))}
      </span>
      {weighable && weightError && (
        <span
          id={ids.error}
          className="max-w-64 text-left text-xs whitespace-normal text-red-700 dark:text-red-400"
          data-testid="weight-error"
        >
          {weightError}
        </span>
      )}
      {showOverride && (
        <div className="w-64 space-y-1 text-left whitespace-normal">
          <label className="flex items-start gap-2 text-sm text-gray-800 dark:text-gray-200">
            <input
              type="checkbox"
              name={names.override}
              value="yes"
              checked={override}
              onChange={(event) => setOverride(event.target.checked)}
              className="mt-1"
            />
            {t.overrideWeight}
          </label>
          <label className="block space-y-1">
            <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{t.overrideReason}</span>
            <textarea
              name={names.reason}
              rows={2}
              maxLength={500}
              required={override}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={ids.reason}
              aria-invalid={reasonError ? true : undefined}
              className="w-full rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
            />
            <span
              id={ids.reason}
              className={`block text-xs ${reasonError ? 'text-red-700 dark:text-red-400' : 'text-gray-500'}`}
            >
              {reasonError ?? t.overrideReasonHint}
            </span>
          </label>
        </div>
      )}
      {line.weightOverride && (
        <p
          className="max-w-64 text-left text-xs whitespace-normal text-amber-800 dark:text-amber-300"
          data-testid="weight-override"
        >
          {t.overridden(line.weightOverride.by?.name || null, formatDateTime(line.weightOverride.at))}: «
          {line.weightOverride.reason}»
        </p>
      )}
    </div>
  );
}
