/** Favourites (spec §4): the product page's toggle and the /saved page. One product covers both languages. */
import { errorMessage, SavedParamsSchema, type Product } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.server';
import { findSessionUser, requireSessionUser } from '../accounts/session.server';
import { ordersText } from '../orders/orders.i18n';
import { done, failed, failedCall } from '../orders/orders-result.server';
import type { OrderActionResult } from '../orders/orders.types';
import { pageLang } from '../../lib/locale';

/** Whether the signed-in customer saved `productId`; null for a visitor. */
export async function findSavedState(
  context: AppLoadContext,
  request: Request,
  productId: number,
): Promise<boolean | null> {
  const user = await findSessionUser(context, request);
  if (!user) return null;
  const ids = await apiRequest<number[]>(context, request, `/api/user/saved/${user.id}`);
  return ids.includes(productId);
}

/** Product page: `POST` (intent `save`) or `DELETE` (intent `unsave`) `/api/user/saved/{userId}/{productId}`. */
export async function toggleSaved(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  productId: number,
): Promise<OrderActionResult> {
  const user = await requireSessionUser(context, request);
  const lang = pageLang(request);
  const intent = form.get('intent');
  if (intent !== 'save' && intent !== 'unsave') return failed(errorMessage('VALIDATION_FAILED', lang));
  try {
    await apiRequest<number[]>(context, request, `/api/user/saved/${user.id}/${productId}`, {
      method: intent === 'save' ? 'POST' : 'DELETE',
    });
    const t = ordersText(lang);
    return done(intent === 'save' ? t.savedAdded : t.savedRemoved);
  } catch (error) {
    return failedCall(error, lang);
  }
}

/**
 * The /saved page: the saved ids, newest first, each with its product. The API reads products one at a time
 * (from its catalogue cache); a product taken off sale answers 404 and is listed without one, to be removed.
 */
export async function loadSaved(context: AppLoadContext, request: Request) {
  const user = await requireSessionUser(context, request);
  const ids = await apiRequest<number[]>(context, request, `/api/user/saved/${user.id}`);
  const products = await Promise.all(
    ids.map((id) =>
      apiRequest<Product>(context, request, `/api/products/${id}`).catch((error: unknown) => {
        if (error instanceof ApiError && error.statusCode === 404) return null;
        throw error;
      }),
    ),
  );
  return { items: ids.map((id, index) => ({ id, product: products[index] ?? null })) };
}

/** The /saved page's remove button: `DELETE /api/user/saved/{userId}/{productId}`. */
export async function savedAction(context: AppLoadContext, request: Request): Promise<OrderActionResult> {
  const user = await requireSessionUser(context, request);
  const lang = pageLang(request);
  const form = await request.formData();
  const target = SavedParamsSchema.safeParse({ userId: user.id, productId: form.get('productId') });
  if (!target.success || form.get('intent') !== `remove-${target.data.productId}`)
    return failed(errorMessage('VALIDATION_FAILED', lang));
  try {
    await apiRequest<number[]>(context, request, `/api/user/saved/${user.id}/${target.data.productId}`, {
      method: 'DELETE',
    });
    return done(ordersText(lang).savedRemoved);
  } catch (error) {
    return failedCall(error, lang);
  }
}
