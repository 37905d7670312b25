/**
 * Every exchange session, newest first, and the one opened by `?session=`: its steps as 1C made them, the
 * files it sent (size, SHA-256), its imports (counts, warnings, errors, duration, progress) and its errors.
 */
import type { OnecSession, OnecSessionSummary } from '@polotno/domain';
import { Link, useLocation } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../lib/dates';
import { useAdminExchangeText } from './admin-exchange.i18n';
import { JobProgress } from './admin-exchange-status';
import { formatBytes, formatDuration } from './exchange-format';

const CARD = 'space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900';
const CELL = 'px-4 py-2';

export function SessionList({
  sessions,
  page,
  limit,
}: {
  sessions: { items: OnecSessionSummary[]; total: number };
  page: number;
  limit: number;
}) {
  const t = useAdminExchangeText();
  const location = useLocation();
  const linkTo = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set('session', id);
    return `?${params}`;
  };
  return (
    <section aria-labelledby="exchange-sessions" className="space-y-3">
      <h2 id="exchange-sessions" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.sessionsTitle}
      </h2>
      {sessions.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noSessions}</p>
      ) : (
        <AdminTable
          heads={[
            t.started,
            t.type,
            t.address1c,
            { label: t.steps, end: true },
            { label: t.failures, end: true },
            { label: t.duration, end: true },
            { label: t.counts, end: true },
          ]}
        >
          {sessions.items.map((session) => (
            <tr key={session.id} data-testid="exchange-session-row">
              <td className={`${CELL} whitespace-nowrap`}>
                <Link
                  to={linkTo(session.id)}
                  aria-label={t.openSession(formatDateTime(session.createdAt))}
                  className="font-medium text-link"
                >
                  {formatDateTime(session.createdAt)}
                </Link>
                <span className="block text-xs text-gray-500">
                  {session.folderKept ? t.folderKept : t.folderRemoved}
                </span>
              </td>
              <td className={CELL}>{t.types[session.type]}</td>
              <td className={`${CELL} text-gray-500`}>{session.ip}</td>
              <td className={`${CELL} text-right tabular-nums`}>{session.steps}</td>
              <td
                className={`${CELL} text-right tabular-nums ${session.failures > 0 ? 'font-medium text-red-700 dark:text-red-400' : ''}`}
              >
                {session.failures}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatDuration(session.durationMs, t)}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{t.countsText(session.counts)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={page} total={sessions.total} limit={limit} labels={t} />
    </section>
  );
}

export function SessionDetail({ session }: { session: OnecSession }) {
  const t = useAdminExchangeText();
  const location = useLocation();
  const back = new URLSearchParams(location.search);
  back.delete('session');
  return (
    <section aria-labelledby="exchange-session" className={CARD} data-testid="exchange-session">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="exchange-session" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t.sessionTitle(t.types[session.type], formatDateTime(session.createdAt))}
          </h2>
          <p className="text-sm text-gray-500">
            {session.ip} · {t.duration}: {formatDuration(session.durationMs, t)} · {t.counts}:{' '}
            {t.countsText(session.counts)}
          </p>
        </div>
        <Link to={`?${back}`} className="text-sm text-link">
          {t.closeSession}
        </Link>
      </header>

      <div className="space-y-2">
        <h3 className="font-medium text-gray-900 dark:text-white">{t.errorsTitle}</h3>
        {session.errors.length === 0 ? (
          <p className="text-sm text-gray-500">{t.noErrors}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-red-800 dark:text-red-300" data-testid="session-errors">
            {session.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-2">
        <h3 className="font-medium text-gray-900 dark:text-white">{t.importsTitle}</h3>
        {session.jobs.length === 0 ? (
          <p className="text-sm text-gray-500">{t.noImports}</p>
        ) : (
          <ul className="space-y-3" data-testid="session-imports">
            {session.jobs.map((job) => (
              <li key={job.id} className="space-y-1 text-sm">
                <JobProgress job={job} />
                <p className="text-gray-600 dark:text-gray-300">
                  {[
                    job.kind,
                    job.counts && `${t.counts}: ${t.countsText(job.counts)}`,
                    job.attempts > 1 && `${t.attempts}: ${job.attempts}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {job.error && <p className="text-red-800 dark:text-red-300">{job.error}</p>}
                {job.warnings.length > 0 && (
                  <details>
                    <summary className="cursor-pointer text-amber-800 dark:text-amber-300">
                      {t.warnings(job.warnings.length)}
                    </summary>
                    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-gray-700 dark:text-gray-300">
                      {job.warnings.map((warning, index) => (
                        <li key={index}>{warning}</li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-2">
        <h3 className="font-medium text-gray-900 dark:text-white">{t.filesTitle}</h3>
        {session.files.length === 0 ? (
          <p className="text-sm text-gray-500">{t.noFiles}</p>
        ) : (
          <AdminTable heads={[t.file, { label: t.size, end: true }, 'SHA-256']}>
            {session.files.map((file) => (
              <tr key={file.name} data-testid="session-file">
                <td className={CELL}>
                  <span className="block break-all text-gray-900 dark:text-white">{file.name}</span>
                  {file.archive && <span className="text-xs text-gray-500">{t.fromArchive(file.archive)}</span>}
                </td>
                <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{formatBytes(file.size, t)}</td>
                <td className={`${CELL} font-mono text-xs break-all text-gray-600 dark:text-gray-400`}>
                  {file.sha256 ?? '—'}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>

      <div className="space-y-2">
        <h3 className="font-medium text-gray-900 dark:text-white">{t.stepsTitle}</h3>
        <AdminTable
          heads={[
            t.time,
            t.mode,
            t.file,
            { label: t.size, end: true },
            t.answer,
            t.message,
            { label: t.duration, end: true },
          ]}
          alignTop
        >
          {session.stepsLog.map((step, index) => (
            <tr key={index} data-testid="session-step">
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatDateTime(step.at)}</td>
              <td className={`${CELL} font-mono text-xs`}>{step.mode}</td>
              <td className={`${CELL} break-all`}>{step.filename ?? ''}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {step.bytes === null ? '' : formatBytes(step.bytes, t)}
              </td>
              <td
                className={`${CELL} font-mono text-xs ${step.answer === 'failure' ? 'text-red-700 dark:text-red-400' : ''}`}
              >
                {step.answer}
              </td>
              <td className={`${CELL} text-xs whitespace-pre-line text-gray-700 dark:text-gray-300`}>{step.message}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatDuration(step.durationMs, t)}
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  );
}
