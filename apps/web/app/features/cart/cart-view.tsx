/** The cart page: its lines with the rolls form, the totals, and the checkout form. */
import {
  buyerTitle,
  CUSTOMER_TYPE_LABELS,
  ORDER_DELIVERY_METHODS,
  ORDER_PAYMENT_METHODS,
} from '@polotno/domain/client';
import type { Cart, CartItem, RequisitesRecord } from '@polotno/domain';
import { Form, Link } from 'react-router';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { SubmitButton } from '../../components/form/form-parts';
import { formatNumber } from '../../lib/format';
import { ResponsiveImage } from '../../components/responsive-image';
import { CartLineLot } from '../rolls/product-lots';
import { EstimateBand } from '../orders/order-parts';
import { useOrdersText } from '../orders/orders.i18n';
import type { CheckoutValues } from '../orders/orders.types';

const rollsInput =
  'h-10 w-20 rounded-lg border border-gray-300 bg-white px-2 text-right text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';
const choice = 'flex items-start gap-2 text-sm text-gray-800 dark:text-gray-200';

/** An empty cart: where to find fabric. */
export function EmptyCart() {
  const t = useOrdersText();
  const lang = useLang();
  return (
    <div className="space-y-4 rounded-2xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
      <p className="text-gray-600 dark:text-gray-300">{t.emptyCart}</p>
      <Link to={pagePath('catalog', lang)} className="button-primary">
        {t.toCatalog}
      </Link>
    </div>
  );
}

/** The lines of the cart, then its totals and the button that empties it. */
export function CartLines({ cart }: { cart: Cart }) {
  const t = useOrdersText();
  return (
    <section aria-label={t.cartLines} className="space-y-4">
      <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-2xl bg-gray-50 p-4 dark:bg-gray-900">
        <div className="space-y-1">
          <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="cart-rolls">
            {t.totalRolls(cart.rolls)}
          </p>
          <p className="text-lg font-semibold text-gray-900 dark:text-white">
            <EstimateBand estimate={cart.estimate} />
          </p>
          <p className="max-w-xl text-xs text-gray-500 dark:text-gray-400">{t.estimateNote}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <SubmitButton intent="clear" labels={t.clearCart} className="button-secondary" />
        </Form>
      </div>
    </section>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const t = useOrdersText();
  const lang = useLang();
  const name = item.product?.name ?? `№ ${item.productId}`;
  const image = item.product?.colors.find((color) => color.id === item.colorId)?.images[0] ?? item.product?.image;
  const update = `update-${item.id}`;
  const remove = `remove-${item.id}`;
  return (
    <li className="grid gap-4 p-4 sm:grid-cols-[6rem_1fr_auto]" data-testid="cart-line">
      <ResponsiveImage image={image ?? null} alt="" sizes="96px" className="aspect-square w-24 rounded-lg" />
      <div className="min-w-0 space-y-1">
        <h2 className="font-medium text-gray-900 dark:text-white">
          <Link to={pagePath('product', lang, { id: String(item.productId) })} className="text-link">
            {name}
          </Link>
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {[
            item.product ? `${t.article} ${item.product.art}` : null,
            item.color ? `${t.color}: ${item.color}` : null,
            `${t.pricePerKg}: ${formatNumber(item.pricePerKg)} ₽`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-sm font-medium text-gray-900 dark:text-white">
          {t.rolls(item.count)}: <EstimateBand estimate={item.estimate} />
        </p>
        {item.count > item.available && (
          <p className="text-sm text-red-700 dark:text-red-400">{t.onlyInStock(item.available)}</p>
        )}
      </div>
      {/* Keyed by the count and the lot choice, so the fields show what is saved after a change. No browser
          bubble: the server's message (ROLLS_INVALID) is shown above the cart, in the page's language. */}
      <Form method="post" key={`${item.id}-${item.count}-${item.sameLot}`} noValidate>
        {/* The legend names the line for the row's field and buttons, which repeat on every line. */}
        <fieldset className="flex flex-wrap items-end gap-2 sm:flex-col">
          <legend className="sr-only">{name}</legend>
          <label className="space-y-1 text-sm text-gray-600 dark:text-gray-300">
            <span className="block">{t.rollsCount}</span>
            <input
              type="number"
              name="count"
              inputMode="numeric"
              min={1}
              step={1}
              required
              defaultValue={item.count}
              className={rollsInput}
            />
          </label>
          {item.tracksRolls && <CartLineLot lineId={item.id} sameLot={item.sameLot} />}
          <div className="flex gap-2">
            <SubmitButton intent={update} name="intent" value={update} labels={t.update} className="button-secondary" />
            <SubmitButton
              intent={remove}
              name="intent"
              value={remove}
              labels={t.remove}
              className="button-secondary text-red-700 dark:text-red-400"
            />
          </div>
        </fieldset>
      </Form>
    </li>
  );
}

/**
 * Delivery, payment, comment and the buyer the invoice will name. `orderKey` is new on every rendering and
 * travels as `Idempotency-Key`, so pressing the button twice places one order.
 */
export function CheckoutForm({
  requisites,
  accountName,
  orderKey,
  values,
  canOrder,
}: {
  requisites: RequisitesRecord | null;
  /** False for a company's accountant (docs/decisions/020): the owner and the buyers place orders. */
  canOrder: boolean;
  accountName: string;
  orderKey: string;
  /** The choices of a refused attempt; spec §2: pickup from the warehouse by default. */
  values: CheckoutValues | null;
}) {
  const t = useOrdersText();
  const lang = useLang();
  return (
    <Form
      method="post"
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t.checkoutTitle}</h2>
      <input type="hidden" name="intent" value="checkout" />
      <input type="hidden" name="orderKey" value={orderKey} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-gray-900 dark:text-white">{t.deliveryMethod}</legend>
        {ORDER_DELIVERY_METHODS.map((method) => (
          <label key={method} className={choice}>
            <input
              type="radio"
              name="deliveryMethod"
              value={method}
              defaultChecked={method === (values?.deliveryMethod ?? 'pickup')}
              className="mt-0.5"
            />
            {t.deliveryMethods[method]}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-gray-900 dark:text-white">{t.paymentMethod}</legend>
        {ORDER_PAYMENT_METHODS.map((method) => (
          <label key={method} className={choice}>
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              defaultChecked={method === (values?.paymentMethod ?? 'bank_transfer')}
              className="mt-0.5"
            />
            {t.paymentMethods[method]}
          </label>
        ))}
      </fieldset>
      <label className="block space-y-1.5">
        <span className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {t.comment} <span className="font-normal text-gray-500">({t.optional})</span>
        </span>
        <textarea
          name="comment"
          rows={3}
          maxLength={2000}
          defaultValue={values?.comment}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-primary-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
        />
      </label>
      <div className="space-y-1 rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-950" data-testid="checkout-buyer">
        <p className="font-medium text-gray-900 dark:text-white">{t.buyer}</p>
        {requisites ? (
          <p className="text-gray-700 dark:text-gray-300">
            {buyerTitle(requisites)}
            <span className="text-gray-500"> · {CUSTOMER_TYPE_LABELS[requisites.type][lang]}</span>
            {requisites.inn && (
              <span className="text-gray-500">
                {' '}
                · {t.inn} {requisites.inn}
              </span>
            )}
          </p>
        ) : (
          <p className="text-gray-700 dark:text-gray-300">{t.noRequisites(accountName)}</p>
        )}
        <Link to={pagePath('userRequisites', lang)} className="text-link">
          {requisites ? t.changeRequisites : t.fillRequisites}
        </Link>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.reserveNote}</p>
      {canOrder ? (
        <SubmitButton intent="checkout" labels={t.placeOrder} className="button-primary h-11 w-full text-base" />
      ) : (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="accountant-no-order"
        >
          {t.accountantNoOrders}
        </p>
      )}
    </Form>
  );
}
