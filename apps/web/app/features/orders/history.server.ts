/** The customer's order history: their orders newest first, and cancelling an order that is still new. */
import { errorMessage, OrderIdParamsSchema, type Order } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { requireSessionUser } from '../accounts/session.server';
import { ordersText } from './orders.i18n';
import { done, failed, failedCall } from './orders-result.server';
import type { OrderActionResult } from './orders.types';
import { pageLang } from '../../lib/locale';

/**
 * `GET /api/order/{userId}`, newest first (the API lists the most recently changed first). `?placed=<id>`,
 * where the checkout sends the customer, names the order just placed when it is one of theirs.
 */
export async function loadHistory(context: AppLoadContext, request: Request) {
  const user = await requireSessionUser(context, request);
  const orders = await apiRequest<Order[]>(context, request, `/api/order/${user.id}`);
  orders.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const placed = Number(new URL(request.url).searchParams.get('placed'));
  return { orders, placed: orders.some((order) => order.id === placed) ? placed : null };
}

/** Cancelling: `PUT /api/order/{id}` `{status: 'cancelled'}`; the API allows the owner this while the order is new. */
export async function historyAction(context: AppLoadContext, request: Request): Promise<OrderActionResult> {
  await requireSessionUser(context, request);
  const lang = pageLang(request);
  const form = await request.formData();
  const target = OrderIdParamsSchema.safeParse({ id: form.get('orderId') });
  if (!target.success || form.get('intent') !== `cancel-${target.data.id}`)
    return failed(errorMessage('VALIDATION_FAILED', lang));
  try {
    await apiRequest<Order>(context, request, `/api/order/${target.data.id}`, {
      method: 'PUT',
      body: { status: 'cancelled' },
    });
    return done(ordersText(lang).cancelled(target.data.id));
  } catch (error) {
    return failedCall(error, lang);
  }
}
