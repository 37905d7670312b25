/**
 * The language switch posts here: remember the choice in the `locale` cookie and go to the same page in
 * the chosen language. A form rather than a plain link, so that it works before JavaScript loads.
 */
import { toLang } from '@polotno/domain';
import { redirect } from 'react-router';
import { twinPath } from '../lib/locale';
import { localeCookie } from '../lib/locale.server';
import type { Route } from './+types/locale';

export async function loader() {
  return redirect('/');
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = toLang(form.get('lang'));
  const from = new URL(String(form.get('from') ?? '/'), request.url);
  // Only same-site paths: the form must never become an open redirect.
  const target = from.origin === new URL(request.url).origin ? `${twinPath(from.pathname, lang)}${from.search}` : '/';
  return redirect(target, { headers: { 'set-cookie': localeCookie(lang, request) } });
}
