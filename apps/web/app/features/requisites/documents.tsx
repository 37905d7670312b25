/** The customer's documents: the list with downloads and deleting, and the upload form. */
import type { StoredFileInfo } from '@polotno/domain';
import { Paperclip } from '../../components/icons/paperclip';
import { Form } from 'react-router';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { formatDateTime } from '../../lib/dates';
import { useRequisitesText, type RequisitesText } from './requisites.i18n';
import type { RequisitesResult } from './requisites.server';

/** `340 КБ`, `1,5 МБ`: a file's size in the page's language. */
function fileSize(bytes: number, t: RequisitesText): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} ${t.mb}`;
  return `${Math.max(1, Math.round(bytes / 1024))} ${t.kb}`;
}

export function Documents({ files, result }: { files: StoredFileInfo[]; result: RequisitesResult | undefined }) {
  const t = useRequisitesText();
  const mine = result?.form === 'documents' ? result : undefined;
  return (
    <section aria-labelledby="documents" className="max-w-3xl space-y-4">
      <h2 id="documents" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.documents}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.documentsIntro}</p>
      <FormMessage error={mine?.error} notice={mine?.notice} />
      {files.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noDocuments}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {files.map((file) => {
            const intent = `delete-${file.id}`;
            return (
              <li
                key={file.id}
                data-testid="document"
                className="flex flex-wrap items-center justify-between gap-3 p-3"
              >
                <a href={file.url} download className="inline-flex min-w-0 items-center gap-2 text-link">
                  <Paperclip aria-hidden className="size-4 shrink-0" />
                  <span className="break-all">{file.name}</span>
                </a>
                <span className="text-sm text-gray-500 tabular-nums">
                  {fileSize(file.size, t)} · {formatDateTime(file.createdAt)}
                </span>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(t.removeConfirm(file.name))) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="fileId" value={file.id} />
                  <SubmitButton
                    intent={intent}
                    labels={t.remove}
                    className="button-secondary h-8 px-3 text-xs text-red-700 dark:text-red-400"
                  />
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="upload" />
        <label className="space-y-1.5">
          <span className="block text-sm font-medium text-gray-800 dark:text-gray-200">{t.file}</span>
          <input
            type="file"
            name="file"
            required
            accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.webp"
            aria-describedby="document-hint"
            className="block text-sm"
          />
          <span id="document-hint" className="block text-xs text-gray-500">
            {t.fileHint}
          </span>
        </label>
        <SubmitButton intent="upload" labels={t.upload} className="button-primary" />
      </Form>
    </section>
  );
}
