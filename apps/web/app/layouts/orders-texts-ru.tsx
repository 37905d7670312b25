/**
 * The Russian pages that show ordering texts (product, cart, favourites, order history, order desk) sit under
 * this layout (app/routes.ts). Its module registers the Russian ordering texts, so those pages load their own
 * language's texts and no other (docs/decisions/006); React Router loads it with the page.
 */
import { Outlet } from 'react-router';
import { ru } from '../features/orders/orders.i18n.ru';
import { registerTexts } from '../lib/texts';

registerTexts('ru', { orders: ru });

export default function RussianOrderingTexts() {
  return <Outlet />;
}
