/**
 * The header's counts: lines in the cart and saved products of the signed-in customer. Read by the root
 * loader, which React Router runs again after every form post, so adding or removing shows at once.
 * A visitor has none: their pages may be kept in the server's shared page cache, a signed-in visitor's
 * pages never are (`lib/page-cache.server.ts`), so one customer's counts cannot reach another. It lives with
 * the cart, whose icon comes first; the favourites' count is read beside it in the same round.
 */
import type { Cart, User } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';

export interface HeaderCounts {
  cart: number;
  saved: number;
}

/** The counts of `user`, or null for a visitor or when the API cannot say (the icons then show none). */
export async function findHeaderCounts(
  context: AppLoadContext,
  request: Request,
  user: User | null,
): Promise<HeaderCounts | null> {
  if (!user) return null;
  try {
    const [cart, saved] = await Promise.all([
      apiRequest<Cart>(context, request, `/api/user/cart/${user.id}`),
      apiRequest<number[]>(context, request, `/api/user/saved/${user.id}`),
    ]);
    return { cart: cart.items.length, saved: saved.length };
  } catch (error) {
    // The counts decorate the header; a page is not worth failing for them.
    console.error('header counts failed', error);
    return null;
  }
}
