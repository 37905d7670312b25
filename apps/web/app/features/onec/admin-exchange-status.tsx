/**
 * The head of the exchange screen: whether the exchange is on, what to type into 1C's «Обмен с сайтом», the
 * exchange's parameters and disk, the imports running now with their progress, and «send this order to 1C
 * again».
 */
import type { OnecJob, OnecStatus } from '@polotno/domain';
import { useEffect } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import { SubmitButton } from '../../components/form/form-parts';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { useAdminExchangeText } from './admin-exchange.i18n';
import { formatBytes, formatDuration } from './exchange-format';

const CARD = 'space-y-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900';
const FIELD =
  'h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export function ExchangeStatusCard({ status }: { status: OnecStatus }) {
  const t = useAdminExchangeText();
  const setup: [string, string][] = [
    [t.address, status.url],
    [t.user, status.login ?? t.notSet],
    [t.password, t.passwordValue],
  ];
  const parameters: [string, string][] = status.enabled
    ? [
        [t.fileLimit, status.fileLimit === null ? '—' : formatBytes(status.fileLimit, t)],
        [t.priceType, status.priceType ?? t.firstPriceType],
        [
          t.disk,
          [
            t.diskUsed(
              formatBytes(status.usedBytes, t),
              status.quotaBytes === null ? null : formatBytes(status.quotaBytes, t),
            ),
            t.keepDays(status.keepDays),
          ]
            .filter(Boolean)
            .join('; '),
        ],
      ]
    : [];
  return (
    <section aria-labelledby="exchange-state" className={CARD} data-testid="exchange-status">
      <h2
        id="exchange-state"
        className={`text-lg font-semibold ${status.enabled ? 'text-primary-800 dark:text-primary-300' : 'text-gray-900 dark:text-white'}`}
      >
        {status.enabled ? t.enabled : t.disabled}
      </h2>
      {!status.enabled && <p className="text-sm text-gray-600 dark:text-gray-300">{t.disabledHint}</p>}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {status.lastSession
          ? t.lastSession(formatDateTime(status.lastSession.createdAt), status.lastSession.failures)
          : t.noSessionYet}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <h3 className="font-medium text-gray-900 dark:text-white">{t.setupTitle}</h3>
          <p className="text-xs text-gray-500">{t.setupHint}</p>
          <Pairs pairs={setup} testId="exchange-setup" />
        </div>
        {parameters.length > 0 && (
          <div className="space-y-1">
            <h3 className="font-medium text-gray-900 dark:text-white">{t.parameters}</h3>
            <p className="text-sm text-gray-800 dark:text-gray-200">{t.zip(status.zip)}</p>
            <Pairs pairs={parameters} />
          </div>
        )}
      </div>
    </section>
  );
}

function Pairs({ pairs, testId }: { pairs: [string, string][]; testId?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid={testId}>
      {pairs.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-gray-500">{name}</dt>
          <dd className="break-all text-gray-900 dark:text-gray-100">
            <code className="font-mono text-[0.8125rem]">{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** How far an import is: a bar when its total is known, the importer's own words beside it. */
export function JobProgress({ job }: { job: OnecJob }) {
  const t = useAdminExchangeText();
  const progress = job.progress;
  return (
    <div className="space-y-1">
      <p className="text-sm">
        <span className="font-medium text-gray-900 dark:text-white">{job.filename}</span>{' '}
        <span className="text-gray-500">
          — {t.jobStates[job.state]}
          {job.durationMs !== null && `, ${formatDuration(job.durationMs, t)}`}
        </span>
      </p>
      {job.state === 'running' && (
        <progress
          className="h-2 w-full max-w-md accent-primary-700"
          aria-label={job.filename}
          {...(progress && progress.total !== null ? { max: progress.total, value: progress.done } : {})}
        />
      )}
      {progress?.text && <p className="text-xs text-gray-500">{progress.text}</p>}
      {progress && progress.total !== null && (
        <p className="text-xs text-gray-500 tabular-nums">
          {formatNumber(progress.done)} / {formatNumber(progress.total)}
        </p>
      )}
    </div>
  );
}

/** Imports running or waiting; with JavaScript the screen reads them again every three seconds until done. */
export function ActiveJobs({ jobs }: { jobs: readonly OnecJob[] }) {
  const t = useAdminExchangeText();
  const location = useLocation();
  const { revalidate, state } = useRevalidator();
  const active = jobs.length > 0;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (state === 'idle') void revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [active, revalidate, state]);
  if (!active) return null;
  return (
    <section aria-labelledby="exchange-active" className={CARD} data-testid="exchange-active">
      <div className="flex items-center justify-between gap-3">
        <h2 id="exchange-active" className="font-semibold text-gray-900 dark:text-white">
          {t.activeTitle}
        </h2>
        <Link to={`${location.pathname}${location.search}`} className="text-sm text-link">
          {t.refresh}
        </Link>
      </div>
      <ul className="space-y-3">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobProgress job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** «Send this order to 1C again»: the next query of orders carries it whatever 1C confirmed. */
export function ResendForm() {
  const t = useAdminExchangeText();
  return (
    <Form method="post" className={CARD} aria-labelledby="exchange-resend">
      <h2 id="exchange-resend" className="font-semibold text-gray-900 dark:text-white">
        {t.resendTitle}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.resendHint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="space-y-1">
          <span className="block text-sm font-medium text-gray-700 dark:text-gray-300">{t.orderNumber}</span>
          <input
            name="orderId"
            inputMode="numeric"
            pattern="[0-9]{1,10}"
            required
            maxLength={10}
            className={`${FIELD} w-40`}
          />
        </label>
        <SubmitButton intent="resend" name="intent" value="resend" labels={t.resend} className="button-secondary" />
      </div>
    </Form>
  );
}
