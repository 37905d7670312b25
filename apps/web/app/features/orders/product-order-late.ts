/**
 * What the product page's late ordering panel loads as one module (orders/product-order-part.ts): the panel, and
 * the ordering and rolls texts in both languages, as a client switch of language re-renders the panel in the
 * other one. One dynamic import instead of five keeps the page's own chunk small.
 */
import './orders.i18n.ru';
import './orders.i18n.uz';
import '../rolls/rolls.i18n.ru';
import '../rolls/rolls.i18n.uz';

export { ProductOrderPanel } from './product-order';
