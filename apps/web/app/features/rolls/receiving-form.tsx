/**
 * Receiving one lot from the dye house: colour, lot number and the weight of each roll, typed or pasted as
 * a column. While the manager types, the API reads and checks every value (a fetcher posts the form as a
 * preview, nothing saved); without JavaScript the «Проверить» button does the same. Saving keeps the
 * whole lot or nothing, then offers the labels.
 */
import type { LotPreview, Product } from '@polotno/domain';
import { useEffect, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { FileText } from '../../components/icons/file-text';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { formatNumber } from '../../lib/format';
import { useAdminRollsText } from './admin-rolls.i18n';
import type { ReceiveResult } from './admin-rolls.server';

const input =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';
const caption = 'block text-sm font-medium text-gray-800 dark:text-gray-200';
const PREVIEW_DELAY_MS = 350;

export function ReceivingForm({ product, result }: { product: Product; result: ReceiveResult | undefined }) {
  const t = useAdminRollsText();
  const fetcher = useFetcher<ReceiveResult>();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const values = result?.values;
  // The newest check wins: the live one while typing, else the one the last form post answered.
  const preview = fetcher.data?.preview !== undefined && fetcher.state === 'idle' ? fetcher.data.preview : null;
  const shown = preview ?? (result?.intent === 'preview' || result?.error ? result.preview : null);

  /** Asks the API to check the form as it is now, a moment after the last keystroke. */
  const check = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const data = new FormData(form.current);
      data.set('intent', 'preview');
      void fetcher.submit(data, { method: 'post' });
    }, PREVIEW_DELAY_MS);
  };

  return (
    <section
      aria-labelledby="receive-title"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="receive-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.receiveTitle}
      </h2>
      <FormMessage error={result?.error} notice={result?.notice} />
      {result?.labelsHref && (
        <a href={result.labelsHref} className="button-primary" data-testid="labels-link" target="_blank" rel="noopener">
          <FileText aria-hidden className="size-4" />
          {t.labels}
        </a>
      )}
      <Form ref={form} method="post" onChange={check} className="space-y-4">
        <input type="hidden" name="productId" value={product.id} />
        <div className="grid gap-4 sm:grid-cols-2">
          {product.colors.length > 0 && (
            <label className="space-y-1">
              <span className={caption}>{t.color}</span>
              <select name="colorId" required defaultValue={values?.colorId ?? ''} className={input}>
                <option value="" disabled>
                  —
                </option>
                {product.colors.map((color) => (
                  <option key={color.id} value={color.id}>
                    {color.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="space-y-1">
            <span className={caption}>{t.lot}</span>
            <input
              name="lot"
              required
              maxLength={40}
              autoComplete="off"
              defaultValue={values?.lot ?? ''}
              aria-describedby="lot-hint"
              className={input}
            />
            <span id="lot-hint" className="block text-xs text-gray-500">
              {t.lotHint}
            </span>
          </label>
        </div>
        <label className="block space-y-1">
          <span className={caption}>{t.weights}</span>
          <textarea
            name="weights"
            rows={8}
            required
            defaultValue={values?.weights ?? ''}
            aria-describedby="weights-hint"
            className="w-full max-w-md rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-sm tabular-nums dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
          />
          <span id="weights-hint" className="block text-xs text-gray-500">
            {t.weightsHint}
          </span>
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <label className="space-y-1">
            <span className={caption}>
              {t.width} <span className="font-normal text-gray-500">({t.optional})</span>
            </span>
            <input
              name="widthCm"
              inputMode="numeric"
              defaultValue={values?.widthCm ?? (product.width === null ? '' : String(product.width))}
              className={input}
            />
          </label>
          <label className="space-y-1">
            <span className={caption}>
              {t.grade} <span className="font-normal text-gray-500">({t.optional})</span>
            </span>
            <input name="grade" maxLength={40} defaultValue={values?.grade ?? ''} className={input} />
          </label>
          <label className="space-y-1">
            <span className={caption}>
              {t.note} <span className="font-normal text-gray-500">({t.optional})</span>
            </span>
            <input name="note" maxLength={500} defaultValue={values?.note ?? ''} className={input} />
          </label>
        </div>
        <PreviewTable preview={shown} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            intent="preview"
            name="intent"
            value="preview"
            labels={t.checkPreview}
            className="button-secondary"
          />
          <SubmitButton
            intent="receive"
            name="intent"
            value="receive"
            labels={t.receive}
            disabled={shown !== null && !shown.valid}
            className="button-primary"
          />
        </div>
      </Form>
    </section>
  );
}

/** Every pasted value with its weight and its check, and the lot's count and total. */
function PreviewTable({ preview }: { preview: LotPreview | null }) {
  const t = useAdminRollsText();
  const problems = preview?.rows.filter((row) => row.problem !== null).length ?? 0;
  return (
    <div className="space-y-2" aria-live="polite" data-testid="receive-preview">
      <h3 className="text-sm font-medium text-gray-900 dark:text-white">{t.preview}</h3>
      {!preview || preview.rows.length === 0 ? (
        <p className="text-sm text-gray-500">{t.previewEmpty}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="preview-summary">
            {t.previewCount(preview.count, formatNumber(preview.totalKg))} ·{' '}
            {t.band(formatNumber(preview.band.minKg), formatNumber(preview.band.maxKg))}
          </p>
          {preview.existingRolls > 0 && (
            <p className="text-sm text-amber-800 dark:text-amber-300">{t.existing(preview.existingRolls)}</p>
          )}
          {problems > 0 && (
            <p className="text-sm font-medium text-red-700 dark:text-red-400">{t.previewErrors(problems)}</p>
          )}
          <table className="w-full max-w-2xl text-left text-sm">
            <thead className="text-gray-600 dark:text-gray-300">
              <tr>
                <th className="py-1.5 pr-3 font-medium">{t.row}</th>
                <th className="py-1.5 pr-3 font-medium">{t.typed}</th>
                <th className="py-1.5 pr-3 text-right font-medium">{t.weightKg}</th>
                <th className="py-1.5 font-medium">{t.check}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {preview.rows.map((row) => (
                <tr key={row.index} data-testid="preview-row" data-problem={row.problem ?? undefined}>
                  <td className="py-1.5 pr-3 tabular-nums">{row.index}</td>
                  <td className="py-1.5 pr-3 font-mono">{row.input}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {row.weightKg === null ? '—' : formatNumber(row.weightKg)}
                  </td>
                  <td
                    className={`py-1.5 ${row.problem ? 'text-red-700 dark:text-red-400' : 'text-primary-700 dark:text-primary-400'}`}
                  >
                    {row.message ?? t.ok}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
