/**
 * The popups' forms post here (login, registration and reset steps, logout). Every answer is a redirect
 * back to the page the popup was opened on, so the forms work before JavaScript loads.
 */
import { redirect } from 'react-router';
import { authAction } from '../features/accounts/auth-actions.server';
import { pageLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/auth';

export async function loader({ request }: Route.LoaderArgs) {
  return redirect(pagePath('home', pageLang(request)));
}

export async function action({ context, request }: Route.ActionArgs) {
  return authAction(context, request);
}
