/**
 * The language switch posts here: remember the choice in the `locale` cookie and go to the same page in
 * the chosen language. A form rather than a plain link, so that it works before JavaScript loads.
 */
import { toLang } from '@polotno/domain/client';
import { redirect } from 'react-router';
import { twinPath } from '../lib/locale';
import { localeCookie } from '../lib/locale.server';
import { safeRedirect } from '../lib/safe-redirect';
import type { Route } from './+types/locale';

export async function loader() {
  return redirect('/');
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = toLang(form.get('lang'));
  const origin = new URL(request.url).origin;
  // Only a path on this shop: the form must never become an open redirect.
  const from = new URL(safeRedirect(form.get('from'), origin), origin);
  const target = safeRedirect(`${twinPath(from.pathname, lang)}${from.search}`, origin);
  return redirect(target, { headers: { 'set-cookie': localeCookie(lang, request) } });
}
