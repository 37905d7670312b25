/**
 * The price-list request form as a late part (lib/late.tsx): with the form kit and the phone field it hydrates
 * after the rest of `/price`, its code not among the scripts the page loads first (docs/decisions/006).
 */
import type { FormResult } from '../../components/form/form-result';
import { late } from '../../lib/late';

export const priceRequestPart = late<{ result?: FormResult }>(() =>
  import('./price-request-form').then((module) => ({ default: module.PriceRequestForm })),
);
