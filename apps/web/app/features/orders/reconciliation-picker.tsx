/**
 * The акт сверки's period picker in the order history: from and to (the current quarter so far to begin
 * with), sent as a plain GET to the history page, which checks the period and sends the browser on to the
 * PDF (history.server.ts); and the periods an accountant usually closes, as links to their PDFs.
 */
import { Field } from '../../components/form/field';
import { FormMessage } from '../../components/form/form-parts';
import { ValidatedForm } from '../../components/form/validated-form';
import { FileText } from '../../components/icons/file-text';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import type { ReconciliationForm } from './history.server';
import { useOrderDocumentsText } from './order-documents.i18n';
import { PERIOD_PRESETS, reconciliationUrl } from './reconciliation-period';

export function ReconciliationPicker({ form }: { form: ReconciliationForm }) {
  const t = useOrderDocumentsText();
  const lang = useLang();
  return (
    <section
      aria-labelledby="reconciliation"
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
      data-testid="reconciliation"
    >
      <h2 id="reconciliation" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.reconciliation}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.reconciliationIntro}</p>
      <FormMessage error={form.result?.error} />
      {/* A document request also with JavaScript: the answer is a file (or this page with the problems). */}
      <ValidatedForm
        method="get"
        action={pagePath('userHistory', lang)}
        reloadDocument
        result={form.result}
        className="flex flex-wrap items-start gap-3"
      >
        <div className="w-44">
          <Field type="date" name="from" label={t.periodFrom} defaultValue={form.period.from} required />
        </div>
        <div className="w-44">
          <Field type="date" name="to" label={t.periodTo} defaultValue={form.period.to} required />
        </div>
        <button type="submit" className="button-primary h-11 sm:mt-7" data-testid="reconciliation-download">
          <FileText aria-hidden className="size-4" />
          {t.download}
        </button>
      </ValidatedForm>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="text-gray-600 dark:text-gray-300">{t.presets}:</span>
        {PERIOD_PRESETS.map((preset) => (
          <a
            key={preset}
            href={reconciliationUrl(form.presets[preset])}
            download
            className="text-link"
            data-testid="reconciliation-preset"
          >
            {t.preset[preset]}
          </a>
        ))}
      </p>
    </section>
  );
}
