import { formatPhone } from '@polotno/domain/client';
import { RouteErrorBoundary } from '../components/error-page';
import { Field } from '../components/form/field';
import { FormMessage, SubmitButton } from '../components/form/form-parts';
import { ValidatedForm } from '../components/form/validated-form';
import { PageShell } from '../components/page-shell';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { saveProfile } from '../features/accounts/profile.server';
import { requireSessionUser } from '../features/accounts/session.server';
import { TelegramLinkBlock } from '../features/telegram/telegram-link';
import { isTelegramForm, loadTelegram, telegramAction } from '../features/telegram/telegram.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-cabinet';

export const meta: Route.MetaFunction = (args) => pageMeta('userCabinet', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSessionUser(context, request);
  return { user, telegram: await loadTelegram(context, request) };
}

/** Saves name, e-mail, company and address (the phone cannot change); or links and unlinks Telegram. */
export async function action({ context, request }: Route.ActionArgs) {
  if (await isTelegramForm(request)) return telegramAction(context, request);
  return saveProfile(context, request);
}

export default function UserCabinetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountsText();
  const { user } = loaderData;
  const telegram = actionData && 'telegram' in actionData ? actionData.telegram : null;
  const profile = actionData && !('telegram' in actionData) ? actionData : undefined;
  return (
    <PageShell page="userCabinet">
      <ValidatedForm method="post" intent="profile" result={profile} className="max-w-xl space-y-4">
        <FormMessage error={profile?.error} notice={profile?.notice} />
        <Field label={t.phone} value={formatPhone(user.phone)} readOnly hint={t.phoneReadOnly} />
        <Field label={t.name} name="name" defaultValue={user.name} autoComplete="name" required maxLength={200} />
        <Field
          label={t.email}
          name="email"
          type="email"
          defaultValue={user.email ?? ''}
          autoComplete="email"
          maxLength={254}
        />
        <Field
          label={t.company}
          name="company"
          defaultValue={user.company ?? ''}
          autoComplete="organization"
          maxLength={300}
        />
        <Field
          label={t.address}
          name="address"
          defaultValue={user.address ?? ''}
          autoComplete="address-line1"
          maxLength={500}
        />
        <SubmitButton intent="profile" labels={t.save} className="button-primary" />
      </ValidatedForm>
      <TelegramLinkBlock status={loaderData.telegram} result={telegram} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
