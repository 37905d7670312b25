/**
 * An object's own history from the audit trail, for its page in the back office (the order desk, the product
 * editor): the latest changes with who and when, and a link to the whole trail of it.
 */
import { AUDIT_ACTION_LABELS, formatPhone, type AuditKind } from '@polotno/domain/client';
import type { AuditPage } from '@polotno/domain';
import { formatDateTime } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import { AuditChanges } from './audit-changes';
import { historyHref } from './audit-links';
import { useAuditText } from './audit.i18n';

export function AuditHistory({
  kind,
  objectId,
  history,
}: {
  kind: AuditKind;
  objectId: string | number;
  history: AuditPage;
}) {
  const t = useAuditText();
  const lang = useLang();
  return (
    <section aria-labelledby={`history-${kind}-${objectId}`} className="space-y-2" data-testid="audit-history">
      <h3 id={`history-${kind}-${objectId}`} className="font-semibold text-gray-900 dark:text-white">
        {t.historyTitle}
      </h3>
      {history.items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t.nothing}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {history.items.map((record) => (
            <li key={record.id} className="border-l-2 border-gray-200 pl-3 dark:border-gray-700">
              <p className="text-gray-900 dark:text-white">
                {AUDIT_ACTION_LABELS[record.action][lang]} · {formatDateTime(record.at)} ·{' '}
                {record.actor ? `${record.actor.name} (${formatPhone(record.actor.phone)})` : t.gone}
                {record.actorRole === 'USER' && ` — ${t.customer}`}
              </p>
              <AuditChanges record={record} />
            </li>
          ))}
        </ol>
      )}
      {history.total > history.items.length && (
        <a href={historyHref(kind, String(objectId), lang)} className="text-sm text-link">
          {t.historyAll}
        </a>
      )}
    </section>
  );
}
