/**
 * Fields the visitor forms share beyond the accounts' `Field` and the form kit's `PhoneField`: a text area,
 * the honeypot.
 */
import { useEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { useContentText } from './content.i18n';
import type { FormResult } from './content.types';

/** A labelled multi-line input. */
export function TextAreaField({ label, ...textarea }: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <label className="block space-y-1.5">
      <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{label}</span>
      <textarea
        rows={5}
        {...textarea}
        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-primary-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
      />
    </label>
  );
}

/**
 * The honeypot the API expects (`website`): off-screen and out of the tab order, so people leave it empty
 * and form-filling bots do not. The API accepts a filled one silently and stores nothing.
 */
export function HoneypotField() {
  const t = useContentText();
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t.honeypot}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A ref for a form that empties itself once its request was received (the notice stays). */
export function useResetOnSuccess(result: FormResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return form;
}

/** What the visitor had typed into `name` when the form was refused (undefined after a success). */
export function typed(result: FormResult | undefined, name: string): string | undefined {
  const value = result?.values?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The boxes of `name` the visitor had checked when the form was refused (undefined after a success). */
export function typedList(result: FormResult | undefined, name: string): string[] | undefined {
  const value = result?.values?.[name];
  return Array.isArray(value) ? value : undefined;
}
