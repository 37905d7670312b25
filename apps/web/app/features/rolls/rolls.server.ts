/** The storefront's reads of rolls: a product's dye lots per colour. */
import type { ProductLots } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';

/**
 * The lots of each colour of product `id` (`GET /api/product/{id}/lots`); null when the API cannot tell,
 * so the page falls back to the product's count, as for a product that tracks no rolls.
 */
export async function findProductLots(
  context: AppLoadContext,
  request: Request,
  id: number,
): Promise<ProductLots | null> {
  try {
    return await apiRequest<ProductLots>(context, request, `/api/product/${id}/lots`);
  } catch (error) {
    console.error('product lots unavailable', error);
    return null;
  }
}
