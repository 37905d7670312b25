/**
 * The cart: adding rolls from the product page, the cart page's lines, and placing the order. Every write
 * goes to the API as the customer; the API prices the lines and checks the stock.
 */
import {
  CartAddSchema,
  CartUpdateSchema,
  errorMessage,
  IdempotencyHeadersSchema,
  OrderCreateSchema,
  type Cart,
  type Lang,
  type Order,
  type RequisitesRecord,
  type User,
} from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { pagePath } from '../../lib/pages';
import { issueMessage } from '../../components/form/form-result.server';
import { requireSessionUser } from '../accounts/session.server';
import { rollsText } from '../rolls/rolls.i18n';
import { ordersText } from '../orders/orders.i18n';
import { done, failed, failedCall, stockShortLines } from '../orders/orders-result.server';
import type { OrderActionResult, ReorderResult } from '../orders/orders.types';
import { pageLang } from '../../lib/locale';

/** A form field as typed; an absent field reads as an empty string (as browsers send empty inputs). */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A rolls field as the number the schemas check; anything but digits fails their check. */
function rollsField(form: FormData): number {
  const value = field(form, 'count').trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * «Из одной партии» of a form that showed the box (products tracking rolls): an unticked box sends nothing,
 * its hidden twin `sameLotShown` says it was there. Nothing when the form had no box.
 */
function sameLotField(form: FormData): { sameLot?: boolean } {
  return field(form, 'sameLotShown') === 'yes' ? { sameLot: field(form, 'sameLot') === 'yes' } : {};
}

/** A failed add or change: the API's message, and for a short stock the rolls asked for against those in stock. */
function cartFailure(error: unknown, lang: Lang): OrderActionResult {
  const result = failedCall(error, lang);
  const short = stockShortLines(error)[0];
  if (!short || !result.error) return result;
  return failed(`${result.error}. ${ordersText(lang).stockShortAdd(short.requested, short.available)}`);
}

/** Product page: `POST /api/user/cart/{userId}` with the rolls and the colour of the form. */
export async function addToCart(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  productId: number,
): Promise<OrderActionResult> {
  const user = await requireSessionUser(context, request);
  const lang = pageLang(request);
  const color = field(form, 'color');
  const parsed = CartAddSchema.safeParse({
    productId,
    count: rollsField(form),
    color: /^\d{1,10}$/.test(color) ? Number(color) : color,
  });
  if (!parsed.success) return failed(issueMessage(parsed.error, lang));
  const sameLot = sameLotField(form);
  try {
    const cart = await apiRequest<Cart>(context, request, `/api/user/cart/${user.id}`, {
      method: 'POST',
      body: { ...parsed.data, ...sameLot },
    });
    const line = cart.items.find(
      (item) => item.productId === productId && (parsed.data.color === null || item.colorId === parsed.data.color),
    );
    return done(ordersText(lang).added(parsed.data.count, line?.color ?? null, cart.rolls));
  } catch (error) {
    return cartFailure(error, lang);
  }
}

/** The cart page: the cart, the requisites the order will use, and a fresh key for the checkout form. */
export async function loadCart(context: AppLoadContext, request: Request) {
  const user = await requireSessionUser(context, request);
  const [cart, requisites] = await Promise.all([
    apiRequest<Cart>(context, request, `/api/user/cart/${user.id}`),
    apiRequest<RequisitesRecord | null>(context, request, `/api/user/${user.id}/requisites`),
  ]);
  // One key per rendering of the checkout form: submitting the same form twice places one order.
  return { cart, requisites, accountName: user.name, orderKey: crypto.randomUUID() };
}

/** The cart page's forms: change or remove a line, empty the cart, place the order, or reorder from history. */
export async function cartAction(context: AppLoadContext, request: Request): Promise<OrderActionResult> {
  const user = await requireSessionUser(context, request);
  const lang = pageLang(request);
  const t = ordersText(lang);
  const form = await request.formData();
  const intent = field(form, 'intent');
  if (intent === 'checkout') return placeOrder(context, request, user, form, lang);
  // Row forms name their line (or, from the history, their order) in the intent: `update-12`, `reorder-7`.
  const line = /^(update|remove|reorder)-(\d{1,10})$/.exec(intent);
  const cartPath = `/api/user/cart/${user.id}`;
  try {
    if (line?.[1] === 'update') {
      const parsed = CartUpdateSchema.safeParse({ count: rollsField(form), ...sameLotField(form) });
      if (!parsed.success) return failed(issueMessage(parsed.error, lang));
      await apiRequest<Cart>(context, request, `${cartPath}/${line[2]}`, { method: 'PUT', body: parsed.data });
      // A roll line saves its lot choice with its count: the notice names both.
      return done(parsed.data.sameLot === undefined ? t.cartUpdated : rollsText(lang).cartLineSaved);
    }
    if (line?.[1] === 'remove') {
      await apiRequest<Cart>(context, request, `${cartPath}/${line[2]}`, { method: 'DELETE' });
      return done(t.lineRemoved);
    }
    if (intent === 'clear') {
      await apiRequest<Cart>(context, request, cartPath, { method: 'DELETE' });
      return done(t.cartCleared);
    }
    if (line?.[1] === 'reorder') return await reorder(context, request, Number(line[2]), lang);
    return failed(errorMessage('VALIDATION_FAILED', lang));
  } catch (error) {
    return cartFailure(error, lang);
  }
}

/**
 * `POST /api/order` from the cart with the form's key as `Idempotency-Key`; on success the customer goes to
 * the history, which names the new order. A short stock lists every short line with its colours.
 */
async function placeOrder(
  context: AppLoadContext,
  request: Request,
  user: User,
  form: FormData,
  lang: Lang,
): Promise<OrderActionResult> {
  const t = ordersText(lang);
  const checkout = {
    deliveryMethod: field(form, 'deliveryMethod'),
    paymentMethod: field(form, 'paymentMethod'),
    comment: field(form, 'comment'),
  };
  const input = OrderCreateSchema.safeParse(checkout);
  if (!input.success) return failed(issueMessage(input.error, lang), { checkout });
  const headers = IdempotencyHeadersSchema.safeParse({ 'idempotency-key': field(form, 'orderKey') });
  if (!headers.success) return failed(issueMessage(headers.error, lang), { checkout });

  let order: Order;
  try {
    order = await apiRequest<Order>(context, request, '/api/order', {
      method: 'POST',
      body: input.data,
      headers: { 'idempotency-key': headers.data['idempotency-key'] ?? '' },
    });
  } catch (error) {
    const short = stockShortLines(error);
    if (short.length === 0) return failedCall(error, lang, { checkout });
    const cart = await apiRequest<Cart>(context, request, `/api/user/cart/${user.id}`);
    return failed(t.shortTitle, {
      checkout,
      short: short.map((line) => {
        const items = cart.items.filter((item) => item.productId === line.productId);
        const colors = items.flatMap((item) => (item.color ? [item.color] : []));
        return {
          name: line.name || items[0]?.product?.name || '',
          color: colors.length > 0 ? colors.join(', ') : null,
          requested: line.requested,
          available: line.available,
        };
      }),
    });
  }
  throw redirect(`${pagePath('userHistory', lang)}?placed=${order.id}`);
}

/** `POST /api/order/{id}/reorder`: the order's lines back in the cart, and what could not go back. */
async function reorder(
  context: AppLoadContext,
  request: Request,
  orderId: number,
  lang: Lang,
): Promise<OrderActionResult> {
  const result = await apiRequest<ReorderResult>(context, request, `/api/order/${orderId}/reorder`, {
    method: 'POST',
  });
  const t = ordersText(lang);
  const notice = result.unavailable.length === 0 ? t.reordered(orderId) : t.reorderedPartly(orderId);
  return done(notice, { unavailable: result.unavailable });
}
