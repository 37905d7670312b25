/** One record's changed fields: field, as it was → as it became. */
import type { AuditRecord } from '@polotno/domain';
import { useAuditText } from './audit.i18n';

const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export function AuditChanges({ record }: { record: Pick<AuditRecord, 'before' | 'after'> }) {
  const t = useAuditText();
  const fields = [...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <dl className="space-y-1 text-xs">
      {fields.map((field) => (
        <div key={field} className="break-all">
          <dt className="inline font-medium text-gray-700 dark:text-gray-300">{t.fields[field] ?? field}: </dt>
          <dd className="inline text-gray-600 dark:text-gray-400">
            {record.before && field in record.before && (
              <del title={t.before} className="decoration-red-400">
                {shown(record.before[field])}
              </del>
            )}
            {record.before && record.after && field in record.before && field in record.after && ' → '}
            {record.after && field in record.after && (
              <ins title={t.after} className="no-underline">
                {shown(record.after[field])}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
