/** Pieces every back-office editor form shares: the card it sits in and a language's column of fields. */
import type { ReactNode } from 'react';

/** The card every editor form sits in. */
export const EDITOR_CARD =
  'space-y-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900';

/** One language's fields of a bilingual form, under the language's name. */
export function LanguageColumn({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-semibold text-primary-800 dark:text-primary-300">{legend}</legend>
      {children}
    </fieldset>
  );
}
