import { redirect } from 'react-router';
import { pageLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/user-index';

/** `/user` opens the cabinet's first section, personal data. */
export async function loader({ request }: Route.LoaderArgs) {
  return redirect(pagePath('userCabinet', pageLang(request)));
}
