/** Pieces the account forms share: the form posting to `/auth`, fields, messages, busy buttons. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLang } from '../../lib/use-lang';

/** The page without `?popup`: where the action sends the visitor back. */
function useReturnTo(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('popup');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/** A form posting `intent` to the accounts action; `children` are its fields. */
export function AuthForm({
  intent,
  children,
  className = 'space-y-4',
}: {
  intent: string;
  children: ReactNode;
  className?: string;
}) {
  const lang = useLang();
  const returnTo = useReturnTo();
  return (
    <Form method="post" action={localizePath('/auth', lang)} preventScrollReset replace className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </Form>
  );
}

/** True while a form with `intent` is being submitted or its result loaded. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** A submit button that shows its busy label (spec §4) while its form is on the way. */
export function SubmitButton({
  intent,
  labels,
  disabled = false,
  className = 'button-primary w-full',
  name,
  value,
}: {
  intent: string;
  labels: readonly [string, string];
  disabled?: boolean;
  className?: string;
  name?: string;
  value?: string;
}) {
  const busy = useBusy(intent);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled || busy}
      aria-busy={busy}
      className={`${className} disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {busy ? labels[1] : labels[0]}
    </button>
  );
}

/** A labelled input. */
export function Field({
  label,
  hint,
  className = '',
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block space-y-1.5">
      <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{label}</span>
      <input
        {...input}
        className={`h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-400 focus:border-primary-600 read-only:bg-gray-50 read-only:text-gray-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:read-only:bg-gray-900 dark:read-only:text-gray-300 ${className}`}
      />
      {hint && <span className="block text-xs text-gray-500 dark:text-gray-400">{hint}</span>}
    </label>
  );
}

/** An error (role=alert) or a notice above a form. */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {error}
      </p>
    );
  }
  if (notice) {
    return (
      <p
        role="status"
        className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100"
      >
        {notice}
      </p>
    );
  }
  return null;
}
