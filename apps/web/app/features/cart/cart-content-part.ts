/**
 * The cart's lines and checkout form as a late part (lib/late.tsx): they hydrate after the rest of `/cart`, and
 * their code is not among the scripts the page loads first (docs/decisions/006). Until then they work as the
 * plain forms they are without JavaScript.
 */
import { late } from '../../lib/late';
import type { CartContentProps } from './cart-content';

export const cartContentPart = late<CartContentProps>(() =>
  import('./cart-content').then((module) => ({ default: module.CartContent })),
);
