/**
 * Texts of ordering: the product page's cart and favourite controls, the cart with its checkout, the
 * favourites and the customer's order history. Each language is its own module (`orders.i18n.ru.ts`,
 * `orders.i18n.uz.ts`), mounted around the pages that show them (app/routes.ts, lib/texts.ts), so a page
 * loads its own language's texts only (docs/decisions/006); the server loads both.
 */
import type { Lang, ORDER_DELIVERY_METHODS, ORDER_PAYMENT_METHODS, UnavailableLine } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

type DeliveryMethod = (typeof ORDER_DELIVERY_METHODS)[number];
type PaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    orders: OrdersText;
  }
}

export interface OrdersText {
  rolls: (count: number) => string;
  addToCart: Labels;
  save: Labels;
  unsave: Labels;
  savedState: string;
  available: (rolls: number) => string;
  added: (rolls: number, color: string | null, inCart: number) => string;
  toCart: string;
  savedAdded: string;
  savedRemoved: string;
  stockShortAdd: (requested: number, available: number) => string;
  emptyCart: string;
  toCatalog: string;
  cartLines: string;
  product: string;
  article: string;
  color: string;
  pricePerKg: string;
  rollsCount: string;
  estimate: string;
  update: Labels;
  remove: Labels;
  clearCart: Labels;
  cartUpdated: string;
  lineRemoved: string;
  cartCleared: string;
  onlyInStock: (available: number) => string;
  totalRolls: (rolls: number) => string;
  estimateNote: string;
  checkoutTitle: string;
  deliveryMethod: string;
  deliveryMethods: Record<DeliveryMethod, string>;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethod, string>;
  comment: string;
  optional: string;
  buyer: string;
  inn: string;
  noRequisites: (name: string) => string;
  fillRequisites: string;
  changeRequisites: string;
  placeOrder: Labels;
  reserveNote: string;
  shortTitle: string;
  requested: string;
  inStock: string;
  placed: (id: number) => string;
  noOrders: string;
  orderTitle: (id: number) => string;
  placedOn: (date: string) => string;
  status: string;
  lines: string;
  actualWeight: string;
  amount: string;
  beforeWeighing: string;
  totalWithVat: string;
  vat: (percent: number, amount: string) => string;
  reserveUntil: (date: string) => string;
  managerNote: string;
  yourComment: string;
  cancelOrder: Labels;
  cancelled: (id: number) => string;
  reorder: Labels;
  reordered: (id: number) => string;
  reorderedPartly: (id: number) => string;
  unavailableTitle: string;
  unavailable: (line: UnavailableLine) => string;
  invoice: string;
  noSaved: string;
  removeSaved: Labels;
  savedGone: (id: number) => string;
  /** A company's accountant in the cart (docs/decisions/020): the owner and the buyers place orders. */
  accountantNoOrders: string;
}

/** The ordering texts in `lang` (for loaders and actions). */
export function ordersText(lang: Lang): OrdersText {
  return textsOf('orders', lang);
}

/** The ordering texts of the page being shown. */
export function useOrdersText(): OrdersText {
  return ordersText(useLang());
}
