/**
 * A promotion's card as a late part (lib/late.tsx): it hydrates after the rest of `/stock`, and its code is not
 * among the scripts the page loads first (docs/decisions/006).
 */
import { late } from '../../lib/late';
import type { Promotion } from './content.types';

export const promotionCardPart = late<{ promotion: Promotion; position: number }>(() =>
  import('./promotion-card').then((module) => ({ default: module.PromotionCard })),
);
