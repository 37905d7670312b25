/**
 * The invitation's page: who invites to what and for which phone; signed in, «Присоединиться»; a visitor
 * logs in or registers in the site's popups, which bring them back here (`next`).
 */
import { COMPANY_ROLE_LABELS } from '@polotno/domain/client';
import { Form, Link } from 'react-router';
import type { FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { useLang } from '../../lib/locale';
import type { InvitationPageData } from './invitation.server';
import { useCompaniesText } from './companies.i18n';

export function InvitationView({
  token,
  invitation,
  problem,
  signedIn,
  result,
}: InvitationPageData & { result: FormResult | undefined }) {
  const t = useCompaniesText();
  const lang = useLang();
  if (!invitation) return <FormMessage error={problem} />;
  // The way back after logging in or registering: this page, without the language (the popups add it).
  const next = encodeURIComponent(`/invite/${token}`);
  return (
    <section aria-labelledby="invitation-title" className="max-w-xl space-y-4" data-testid="invitation-page">
      <h2 id="invitation-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.invitationTo(invitation.company)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500 dark:text-gray-400">{t.invitationRole}</dt>
        <dd className="text-gray-900 dark:text-white" data-testid="invitation-role">
          {COMPANY_ROLE_LABELS[invitation.role][lang]}
        </dd>
        <dt className="text-gray-500 dark:text-gray-400">{t.invitationPhone}</dt>
        <dd className="text-gray-900 tabular-nums dark:text-white">{invitation.phone}</dd>
        <dt className="text-gray-500 dark:text-gray-400">{t.invitationState}</dt>
        <dd className="text-gray-900 dark:text-white" data-testid="invitation-state">
          {t.states[invitation.state]}
        </dd>
      </dl>
      <FormMessage error={result?.error} />
      {invitation.state === 'open' &&
        (signedIn ? (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="accept" />
            <p className="text-sm text-gray-600 dark:text-gray-300">{t.joinHint}</p>
            <SubmitButton intent="accept" labels={t.join} className="button-primary" />
          </Form>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-gray-700 dark:text-gray-300">{t.signInFirst}</p>
            <div className="flex flex-wrap gap-2">
              <Link
                to={{ search: `?popup=login&next=${next}` }}
                preventScrollReset
                className="button-primary"
                data-testid="invitation-login"
              >
                {t.logIn}
              </Link>
              <Link
                to={{ search: `?popup=register&next=${next}` }}
                preventScrollReset
                className="button-secondary"
                data-testid="invitation-register"
              >
                {t.register}
              </Link>
            </div>
          </div>
        ))}
    </section>
  );
}
