import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { profileFormPart } from '../features/accounts/profile-form-part';
import { saveProfile } from '../features/accounts/profile.server';
import { requireSessionUser } from '../features/accounts/session.server';
import { telegramLinkPart } from '../features/telegram/telegram-link-part';
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
  const telegram = actionData && 'telegram' in actionData ? actionData.telegram : null;
  const profile = actionData && !('telegram' in actionData) ? actionData : undefined;
  return (
    <PageShell page="userCabinet">
      <profileFormPart.Part user={loaderData.user} result={profile} />
      <telegramLinkPart.Part status={loaderData.telegram} result={telegram} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
