/**
 * One order on the manager's desk: the customer and the requisites the invoice names, the lines with their
 * actual weights, the note, the status steps the life cycle allows, the documents, the payments, the customer's
 * акт сверки, the roll swaps and the history.
 */
import {
  buyerTitle,
  CUSTOMER_TYPE_LABELS,
  formatPhone,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
} from '@polotno/domain/client';
import type { Lang, Order, OrderDocuments, OrderRollSwap, User } from '@polotno/domain';
import { Form, Link, useLocation } from 'react-router';
import { useLang } from '../../lib/locale';
import { SubmitButton } from '../../components/form/form-parts';
import { formatDate, formatDateTime } from '../../lib/dates';
import { OrderLinesTable } from './order-lines-table';
import { EstimateBand, formatAmount } from './order-parts';
import { useOrdersText } from './orders.i18n';
import { useAdminOrdersText } from './admin-orders.i18n';
import { RecordedWeight, RollSwap, RollSwapHistory } from '../rolls/roll-swap';
import type { SwapCandidate } from '../rolls/roll-swap.server';
import { DeskDocuments, DeskPayments, DeskReconciliation } from './admin-order-accounting';
import type { DeskResult, ReconciliationPick } from './admin-orders.server';
import { kgText, WeightField } from './weight-field';

const DANGER_BUTTON = 'button-secondary text-red-700 dark:text-red-400';

/** Status steps and kept weight overrides, oldest first. */
function historyOf(order: Order, t: ReturnType<typeof useAdminOrdersText>, lang: Lang) {
  const steps = order.history.map((step) => ({
    at: step.at,
    text: t.historyStep(step.from ? ORDER_STATUS_LABELS[step.from][lang] : null, ORDER_STATUS_LABELS[step.to][lang]),
  }));
  const overrides = order.lines.flatMap((line) =>
    line.weightOverride && line.actualWeightKg !== null
      ? [
          {
            at: line.weightOverride.at,
            text: `${t.historyOverride(line.name, kgText(line.actualWeightKg), line.weightOverride.by?.name || null)}: «${line.weightOverride.reason}»`,
          },
        ]
      : [],
  );
  // ISO instants sort as text; the sort is stable, so a status step stays before an override of the same instant.
  return [...steps, ...overrides].sort((a, b) => a.at.localeCompare(b.at));
}

/** Where the manager can take the order; expiry is the scheduler's job, not a button. */
function nextSteps(order: Order) {
  return ORDER_TRANSITIONS[order.status].filter((status) => status !== 'expired');
}

export function OrderDesk({
  order,
  customer,
  result,
  candidates = {},
  swaps = [],
  documents,
  reconciliation,
}: {
  order: Order;
  customer: User | null;
  /** The order's documents as the API lists them. */
  documents: OrderDocuments;
  /** The customer's акт сверки: its period and why one sent was refused. */
  reconciliation: ReconciliationPick;
  /** The last answer of the desk's action: messages and values of the weighing fields. */
  result?: DeskResult;
  /** Per roll line, the available rolls it could swap to (only before the invoice). */
  candidates?: Record<number, SwapCandidate[]>;
  /** The order's roll swaps so far, oldest first. */
  swaps?: readonly OrderRollSwap[];
}) {
  const t = useAdminOrdersText();
  const o = useOrdersText();
  const lang = useLang();
  const location = useLocation();
  const weighable = order.status === 'new' || order.status === 'confirmed';
  const steps = nextSteps(order);
  const history = historyOf(order, t, lang);
  const back = new URLSearchParams(location.search);
  back.delete('id');
  const r = order.requisites;
  const requisites = [
    [t.requisiteNames.inn, r.inn],
    [t.requisiteNames.kpp, r.kpp],
    [t.requisiteNames.ogrn, r.ogrn],
    [t.requisiteNames.ogrnip, r.ogrnip],
    [t.requisiteNames.address, r.address],
    [t.requisiteNames.bank, r.bankName],
    [t.requisiteNames.bik, r.bik],
    [t.requisiteNames.account, r.account],
    [t.requisiteNames.corrAccount, r.corrAccount],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <section
      aria-labelledby="open-order"
      data-testid="order-desk"
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="open-order" className="text-xl font-semibold text-gray-900 dark:text-white">
            {o.orderTitle(order.id)}
          </h2>
          <p className="text-sm text-gray-500 dark:text-gray-400">{o.placedOn(formatDateTime(order.createdAt))}</p>
        </div>
        <p className="flex items-center gap-3">
          <span
            className="rounded bg-gray-100 px-2 py-0.5 text-sm font-medium dark:bg-gray-800"
            data-testid="desk-status"
          >
            {order.statusLabel}
          </span>
          <Link to={`?${back}`} className="text-sm text-link">
            {t.backToList}
          </Link>
        </p>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1 text-sm">
          <h3 className="font-medium text-gray-900 dark:text-white">{t.buyer}</h3>
          <p className="text-gray-900 dark:text-white" data-testid="desk-buyer">
            {buyerTitle(r)} <span className="text-xs text-gray-500">({CUSTOMER_TYPE_LABELS[r.type][lang]})</span>
          </p>
          {customer && (
            <p className="text-gray-600 dark:text-gray-300">
              {t.account}: {customer.name} ·{' '}
              <a href={`tel:+${customer.phone}`} className="text-link">
                {formatPhone(customer.phone)}
              </a>
              {customer.email && (
                <>
                  {' · '}
                  <a href={`mailto:${customer.email}`} className="break-all text-link">
                    {customer.email}
                  </a>
                </>
              )}
            </p>
          )}
          <p className="text-gray-600 dark:text-gray-300">
            {t.delivery}: {o.deliveryMethods[order.deliveryMethod]}
          </p>
          <p className="text-gray-600 dark:text-gray-300">
            {t.payment}: {o.paymentMethods[order.paymentMethod]}
          </p>
          {order.comment && (
            <p className="whitespace-pre-line text-gray-800 dark:text-gray-200">
              {t.customerComment}: {order.comment}
            </p>
          )}
        </div>
        {requisites.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="col-span-2 font-medium text-gray-900 dark:text-white">{t.requisites}</dt>
            {requisites.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-gray-500">{name}</dt>
                <dd className="break-all text-gray-800 tabular-nums dark:text-gray-200">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>

      <Form method="post" className="space-y-4">
        <input type="hidden" name="orderId" value={order.id} />
        <input type="hidden" name="weighable" value={weighable ? 'yes' : 'no'} />
        <fieldset className="space-y-3">
          <legend className="font-medium text-gray-900 dark:text-white">{t.weighing}</legend>
          <OrderLinesTable
            order={order}
            lineTestId="desk-line"
            weight={(line) =>
              // A roll line weighs what its rolls were recorded at: nothing to type, nothing sent.
              line.rolls.length > 0 ? (
                <RecordedWeight weightKg={line.actualWeightKg} />
              ) : (
                <WeightField line={line} weighable={weighable} result={result} />
              )
            }
          />
          <p id="weight-hint" className="text-xs text-gray-500">
            {t.weightHint}
          </p>
          <label className="block space-y-1.5">
            <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{t.managerNote}</span>
            <textarea
              name="managerNote"
              rows={2}
              maxLength={2000}
              defaultValue={order.managerNote}
              aria-describedby="note-hint"
              className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
            />
            <span id="note-hint" className="block text-xs text-gray-500">
              {t.managerNoteHint}
            </span>
          </label>
        </fieldset>

        <div className="space-y-1 border-t border-gray-200 pt-3 dark:border-gray-800">
          <p className="text-sm text-gray-600 dark:text-gray-300">{o.totalRolls(order.rolls)}</p>
          {order.total === null ? (
            <p className="text-gray-900 dark:text-white">
              {o.beforeWeighing}: <EstimateBand estimate={order.estimate} className="font-semibold" />
            </p>
          ) : (
            <p className="text-lg font-semibold text-gray-900 dark:text-white" data-testid="desk-total">
              {o.totalWithVat}: {formatAmount(order.total)}
              {order.vat !== null && (
                <span className="ml-2 text-sm font-normal text-gray-500">
                  {o.vat(order.vatPercent, formatAmount(order.vat))}
                </span>
              )}
            </p>
          )}
          {order.status === 'invoiced' && order.reserveUntil && (
            <p className="text-sm font-medium text-violet-800 dark:text-violet-300">
              {o.reserveUntil(formatDate(new Date(Date.parse(order.reserveUntil) - 1).toISOString(), lang))}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <SubmitButton intent="save" name="intent" value="save" labels={t.saveWeights} className="button-secondary" />
          {steps.map((status) => (
            <SubmitButton
              key={status}
              intent={`move-${status}`}
              name="intent"
              value={`move-${status}`}
              labels={t.moveTo[status]}
              className={status === 'cancelled' ? DANGER_BUTTON : 'button-primary'}
            />
          ))}
          {steps.length === 0 && <p className="text-sm text-gray-500">{t.noNextStep}</p>}
        </div>
        {order.status === 'new' && order.lines.some((line) => line.rolls.length === 0) && (
          <p className="text-xs text-gray-500">{t.weighFirst}</p>
        )}
      </Form>

      <div className="grid gap-5 border-t border-gray-200 pt-4 lg:grid-cols-2 dark:border-gray-800">
        <div className="space-y-5">
          <DeskDocuments documents={documents} />
          <DeskReconciliation order={order} customer={buyerTitle(r)} pick={reconciliation} />
        </div>
        <DeskPayments order={order} result={result} />
      </div>

      <RollSwap order={order} candidates={candidates} />
      <RollSwapHistory swaps={swaps} />

      {history.length > 0 && (
        <div className="space-y-1 text-sm">
          <h3 className="font-medium text-gray-900 dark:text-white">{t.history}</h3>
          <ol className="space-y-0.5 text-gray-600 dark:text-gray-300" data-testid="desk-history">
            {history.map((event, index) => (
              <li key={index}>
                <span className="tabular-nums">{formatDateTime(event.at)}</span> — {event.text}
              </li>
            ))}
          </ol>
        </div>
      )}

      <Form method="post" className="space-y-2 rounded-xl border border-red-200 p-3 dark:border-red-900">
        <h3 className="text-sm font-medium text-red-800 dark:text-red-300">{t.dangerZone}</h3>
        <input type="hidden" name="orderId" value={order.id} />
        <label className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
          {t.deleteConfirm}
        </label>
        <SubmitButton intent="delete" name="intent" value="delete" labels={t.deleteOrder} className={DANGER_BUTTON} />
      </Form>
    </section>
  );
}
