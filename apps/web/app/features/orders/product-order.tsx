/**
 * The product page's ordering: whole rolls of the chosen colour into the cart, with the 20–25 kg estimate,
 * and beside it the favourite toggle the page gives (features/favourites). A visitor sees the same controls;
 * their buttons open the login popup and come back to this product and colour.
 */
import type { Product, ProductLots } from '@polotno/domain';
import { DEFAULT_ROLL_BAND, estimateBand } from '@polotno/domain/client';
import { Heart } from '../../components/icons/heart';
import { ShoppingCart } from '../../components/icons/shopping-cart';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useField } from '../../components/form/use-field';
import type { FieldRules } from '../../components/form/rules';
import { ValidatedForm } from '../../components/form/validated-form';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { useBusy } from '../../components/form/form-parts';
import { useCatalogText } from '../catalog/catalog.i18n';
import { formatNumber } from '../../lib/format';
import { useSelectedColor } from '../catalog/product-details';
import { LotChoice } from '../rolls/product-lots';
import { ActionMessage, EstimateBand } from './order-parts';
import { useOrdersText } from './orders.i18n';
import type { OrderActionResult } from './orders.types';

const rollsInput =
  'h-10 w-24 rounded-lg border border-gray-300 bg-white px-2 text-right text-gray-900 aria-invalid:border-red-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400';

/** Whole rolls, 1 to 10 000 — the domain's RollsSchema, with its message (ROLLS_INVALID) in the page's language. */
const ROLLS_RULES: FieldRules = {
  required: true,
  requiredProblem: 'ROLLS_INVALID',
  pattern: /^(?:[1-9]\d{0,3}|10000)$/,
  patternProblem: 'ROLLS_INVALID',
};

/**
 * `favourite` is the signed-in customer's favourite toggle; null for a visitor, who is shown the login link
 * in its place. `lots`: the dye lots of a product tracking rolls (its stock is then per colour), else null.
 */
export interface ProductOrderPanelProps {
  product: Product;
  favourite: ReactNode | null;
  result: OrderActionResult | undefined;
  lots?: ProductLots | null;
}

export function ProductOrderPanel({ product, favourite, result, lots = null }: ProductOrderPanelProps) {
  const t = useOrdersText();
  const c = useCatalogText();
  const lang = useLang();
  const color = useSelectedColor(product);
  const [typed, setTyped] = useState('1');
  const rolls = /^\d{1,4}$/.test(typed) && Number(typed) >= 1 ? Number(typed) : 1;
  // The domain's estimate, as the cart's and the order's (grams and kopecks). The product's answer carries no
  // roll band of its own yet, so the shop's 20–25 kg.
  const roll = DEFAULT_ROLL_BAND;
  const band = estimateBand(rolls, Math.round(product.price * 100), roll);
  const estimate = {
    minKg: band.minGrams / 1000,
    maxKg: band.maxGrams / 1000,
    min: band.minKopecks / 100,
    max: band.maxKopecks / 100,
  };
  const colorLots = lots?.tracksRolls ? lots.colors.find((entry) => entry.colorId === (color?.id ?? null)) : undefined;
  const stock = colorLots ? colorLots.available : product.count;
  const inStock = stock > 0;
  const signedIn = favourite !== null;
  // The login popup over this page; after logging in the visitor is back on the same colour.
  const login = `?${new URLSearchParams({ ...(color ? { color: String(color.id) } : {}), popup: 'login' })}`;
  const adding = useBusy('add-to-cart');
  const { attach, ...count } = useField<HTMLInputElement>('count', c.rolls, ROLLS_RULES);

  return (
    <div className="space-y-4">
      {/* No browser bubble (in the browser's language): the kit checks the count with our message, and the
          server answers the same message if scripts never ran. */}
      <ValidatedForm
        method="post"
        intent="add-to-cart"
        preventScrollReset
        className="space-y-3 rounded-xl bg-gray-50 p-4 dark:bg-gray-900"
      >
        {color && <input type="hidden" name="color" value={color.id} />}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-gray-900 dark:text-white">{c.estimateTitle}</p>
          <label htmlFor={count.id} className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            {c.rolls}
            <input
              ref={attach}
              id={count.id}
              type="number"
              name="count"
              inputMode="numeric"
              min={1}
              max={inStock ? stock : undefined}
              step={1}
              required
              disabled={!inStock}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                count.onChange();
              }}
              onBlur={count.onBlur}
              aria-invalid={count.error ? true : undefined}
              aria-describedby={count.error ? count.errorId : undefined}
              className={rollsInput}
            />
          </label>
        </div>
        {count.error && (
          <p
            id={count.errorId}
            role="alert"
            data-testid="error-count"
            className="text-sm text-red-700 dark:text-red-300"
          >
            {count.error}
          </p>
        )}
        <p className="text-lg font-semibold text-gray-900 dark:text-white">
          <EstimateBand estimate={estimate} />
        </p>
        <p className="text-sm text-gray-600 tabular-nums dark:text-gray-400">
          {rolls} × {formatNumber(roll.minGrams / 1000)}…{formatNumber(roll.maxGrams / 1000)} {c.kg} ×{' '}
          {formatNumber(product.price)} ₽
        </p>
        <p className="text-xs text-gray-500 dark:text-gray-400">{c.estimateNote}</p>
        <p className={`text-sm ${inStock ? 'text-primary-700 dark:text-primary-400' : 'text-gray-500'}`}>
          {inStock ? t.available(stock) : c.outOfStock}
        </p>
        {colorLots && colorLots.lots.length > 0 && <LotChoice color={colorLots} rolls={rolls} />}
        {signedIn ? (
          <button
            type="submit"
            disabled={!inStock || adding}
            aria-busy={adding}
            className="button-primary h-11 w-full text-base disabled:cursor-not-allowed disabled:opacity-60"
          >
            <ShoppingCart aria-hidden className="size-5" />
            {adding ? t.addToCart[1] : t.addToCart[0]}
          </button>
        ) : (
          <Link to={login} preventScrollReset className="button-primary h-11 w-full text-base">
            <ShoppingCart aria-hidden className="size-5" />
            {c.addToCart}
          </Link>
        )}
      </ValidatedForm>
      <div className="flex flex-wrap items-center gap-3">
        {signedIn ? (
          favourite
        ) : (
          <Link to={login} preventScrollReset className="button-secondary h-11">
            <Heart aria-hidden className="size-5" />
            {c.favourite}
          </Link>
        )}
        {signedIn ? (
          <Link to={pagePath('cart', lang)} className="text-sm text-link">
            {t.toCart}
          </Link>
        ) : (
          <p className="text-xs text-gray-500 dark:text-gray-400">{c.loginToBuy}</p>
        )}
      </div>
      <ActionMessage result={result} />
    </div>
  );
}
