/**
 * The Uzbek pages that show ordering texts (product, cart, favourites, order history, order desk) sit under
 * this layout (app/routes.ts). Its module registers the Uzbek ordering texts, so those pages load their own
 * language's texts and no other (docs/decisions/006); React Router loads it with the page.
 */
import { Outlet } from 'react-router';
import { uz } from '../features/orders/orders.i18n.uz';
import { registerTexts } from '../lib/texts';

registerTexts('uz', { orders: uz });

export default function UzbekOrderingTexts() {
  return <Outlet />;
}
