/**
 * The form posting to the accounts action (`/auth`) with the page to come back to. The header's logout
 * uses it on every page, so it stays small; the popups' checked forms use the kit's `ValidatedForm`
 * with `useAuthTarget` (components/form).
 */
import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import { localizePath, useLang } from '../../lib/locale';

/** The accounts action in the page's language, and the page without `?popup` (where it sends the visitor back). */
export function useAuthTarget(): { action: string; returnTo: string } {
  const lang = useLang();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('popup');
  const search = params.toString();
  return { action: localizePath('/auth', lang), returnTo: `${location.pathname}${search ? `?${search}` : ''}` };
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
  const { action, returnTo } = useAuthTarget();
  return (
    <Form method="post" action={action} preventScrollReset replace className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </Form>
  );
}
