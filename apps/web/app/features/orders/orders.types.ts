/** What the ordering forms show after sending, shared by the actions and the pages. */
import type { Cart, CompanyRole, UnavailableLine } from '@polotno/domain';
import type { FormResult } from '../../components/form/form-result';

/** A line the stock could not cover when the order was placed (spec §7: 409 STOCK_SHORT). */
export interface ShortLine {
  name: string;
  /** The colours of the product in the cart, joined; null for a product without colours. */
  color: string | null;
  requested: number;
  available: number;
}

/** The answer of an ordering action: the form kit's answer, and the lines the stock could not cover. */
export interface OrderActionResult extends FormResult {
  short: ShortLine[];
  unavailable: UnavailableLine[];
  /** The checkout's choices as sent, so that a refused form shows them again (also without JavaScript). */
  checkout: CheckoutValues | null;
}

export interface CheckoutValues {
  deliveryMethod: string;
  paymentMethod: string;
  comment: string;
}

/** `POST /api/order/{id}/reorder`: the cart now and the lines that could not go back into it. */
export interface ReorderResult {
  cart: Cart;
  unavailable: UnavailableLine[];
}

/**
 * The company the history's viewer acts for (docs/decisions/020): their role (an owner approves) and the
 * members the history filters by; null for a private person.
 */
export interface HistoryCompany {
  role: CompanyRole;
  members: { id: string; name: string }[];
}
