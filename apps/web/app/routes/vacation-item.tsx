/**
 * `/vacation-item` is the old address of a vacancy page (spec §2) that names no vacancy; vacancies now
 * live at `/vacancies/{id}`, so old links are sent, permanently, to the list of vacancies.
 */
import { redirect } from 'react-router';
import { pageLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/vacation-item';

export function loader({ request }: Route.LoaderArgs) {
  return redirect(pagePath('vacancies', pageLang(request)), 301);
}
