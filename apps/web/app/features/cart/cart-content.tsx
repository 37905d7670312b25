// The lines' lots speak the rolls texts, which only this late part shows on the cart page: it brings both languages.
import '../rolls/rolls.i18n.ru';
import '../rolls/rolls.i18n.uz';
import type { Cart, RequisitesRecord } from '@polotno/domain';
import type { CheckoutValues } from '../orders/orders.types';
import { CartLines, CheckoutForm, EmptyCart } from './cart-view';

export interface CartContentProps {
  cart: Cart;
  requisites: RequisitesRecord | null;
  accountName: string;
  orderKey: string;
  values: CheckoutValues | null;
  /** False for a company's accountant, who sees why instead of the order button. */
  canOrder: boolean;
}

/** The cart page's lines and checkout form, or the empty cart. */
export function CartContent({ cart, requisites, accountName, orderKey, values, canOrder }: CartContentProps) {
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <CartLines cart={cart} />
      <CheckoutForm
        requisites={requisites}
        accountName={accountName}
        orderKey={orderKey}
        values={values}
        canOrder={canOrder}
      />
    </div>
  );
}
