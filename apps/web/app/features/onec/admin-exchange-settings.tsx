/**
 * The exchange's settings: hide goods a full package no longer lists, and 1C's status ids mapped to the
 * shop's statuses. The map is rows of an id and a status, saved whole; two empty rows add mappings (more
 * after saving), and a row whose id is erased is removed — all without JavaScript.
 */
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@polotno/domain/client';
import type { OnecSettings } from '@polotno/domain';
import { Form } from 'react-router';
import { SubmitButton } from '../../components/form/form-parts';
import { formatDateTime } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { useAdminExchangeText } from './admin-exchange.i18n';
import type { ExchangeResult, StatusMapRow } from './admin-exchange.server';

const FIELD =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const EMPTY_ROWS = 2;

export function ExchangeSettingsForm({ settings, result }: { settings: OnecSettings; result?: ExchangeResult }) {
  const t = useAdminExchangeText();
  const lang = useLang();
  // A refused form shows what was sent; otherwise the saved map, in the order of 1C's ids.
  const refused = result?.intent === 'settings' && result.error ? result : null;
  const saved: StatusMapRow[] = Object.entries(settings.statusMap)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([onec, shop]) => ({ onec, shop }));
  const rows = [
    ...(refused?.rows ?? saved).filter((row) => row.onec !== '' || row.shop !== ''),
    ...Array.from({ length: EMPTY_ROWS }, () => ({ onec: '', shop: '' })),
  ];
  const hideMissing = refused?.hideMissing ?? settings.hideMissing;
  return (
    <Form
      method="post"
      aria-labelledby="exchange-settings"
      data-testid="exchange-settings"
      // A new render of the saved settings starts the form afresh (its fields are uncontrolled).
      key={`${settings.updatedAt}:${refused ? 'refused' : 'saved'}`}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <div>
        <h2 id="exchange-settings" className="text-lg font-semibold text-gray-900 dark:text-white">
          {t.settingsTitle}
        </h2>
        <p className="text-xs text-gray-500">{t.updatedAt(formatDateTime(settings.updatedAt))}</p>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="hideMissing" value="yes" defaultChecked={hideMissing} className="mt-1" />
        <span>
          <span className="block font-medium text-gray-900 dark:text-white">{t.hideMissing}</span>
          <span className="block text-xs text-gray-500">{t.hideMissingHint}</span>
        </span>
      </label>
      <fieldset className="space-y-2">
        <legend className="font-medium text-gray-900 dark:text-white">{t.statusMap}</legend>
        <p className="text-xs text-gray-500">{t.statusMapHint}</p>
        <div className="grid max-w-2xl grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <span className="font-medium text-gray-700 dark:text-gray-300">{t.onecStatus}</span>
          <span className="font-medium text-gray-700 dark:text-gray-300">{t.shopStatus}</span>
          {rows.map((row, index) => (
            <div key={index} className="contents" data-testid="status-map-row">
              <input
                name="onecStatus"
                defaultValue={row.onec}
                maxLength={100}
                aria-label={`${t.onecStatus} ${index + 1}`}
                className={FIELD}
              />
              <select
                name="shopStatus"
                defaultValue={row.shop}
                aria-label={`${t.shopStatus} ${index + 1}`}
                className={FIELD}
              >
                <option value="">{t.chooseStatus}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {ORDER_STATUS_LABELS[status][lang]}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <SubmitButton
        intent="settings"
        name="intent"
        value="settings"
        labels={t.saveSettings}
        className="button-primary"
      />
    </Form>
  );
}
