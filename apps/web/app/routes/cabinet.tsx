import { redirect } from 'react-router';
import { pageLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/cabinet';

/** Where non-admins land from admin addresses (spec §2, §6): the customer's own cabinet. */
export async function loader({ request }: Route.LoaderArgs) {
  return redirect(pagePath('userCabinet', pageLang(request)));
}
