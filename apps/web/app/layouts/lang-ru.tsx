/**
 * Every Russian page sits under this layout (app/routes.ts). Its module registers the Russian texts of the
 * frame, so a page loads its own language's texts and no other (docs/decisions/006); a client-side
 * switch of language loads this module, and with it the texts, before the new page renders.
 */
import { Outlet } from 'react-router';
import { ru as catalog } from '../features/catalog/catalog.i18n.ru';
import { ru as core } from '../lib/i18n.ru';
import { langLayoutData } from './lang-layout.server';
import { registerTexts } from '../lib/texts';
import type { Route } from './+types/lang-ru';

registerTexts('ru', { core, catalog });

/** The shown page's description and the phone menu's categories (lang-layout.server.ts); it runs on every navigation. */
export function loader({ context, request }: Route.LoaderArgs) {
  return langLayoutData(context, request, 'ru');
}

export default function RussianPages() {
  return <Outlet />;
}
