/** Pieces the ordering actions share: the answers and the API's stock-short details. */
import type { Lang } from '@polotno/domain';
import { z } from 'zod';
import { apiMessage, formDone, formFailed } from '../../components/form/form-result.server';
import { ApiError } from '../../lib/api.server';
import type { OrderActionResult } from './orders.types';

export function done(notice: string, extra: Partial<OrderActionResult> = {}): OrderActionResult {
  return { ...formDone(notice), short: [], unavailable: [], checkout: null, ...extra };
}

export function failed(error: string, extra: Partial<OrderActionResult> = {}): OrderActionResult {
  return { ...formFailed(error), short: [], unavailable: [], checkout: null, ...extra };
}

/** A failed API call as the form's error, in the page's language. */
export function failedCall(error: unknown, lang: Lang, extra: Partial<OrderActionResult> = {}): OrderActionResult {
  return failed(apiMessage(error, lang), extra);
}

// `details` of 409 STOCK_SHORT: per product, the rolls asked for and the rolls in stock (and, when an
// order is placed, the product's name).
const StockShortDetailsSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string().optional(),
      requested: z.number().int(),
      available: z.number().int(),
    }),
  ),
});
export type StockShortLine = z.infer<typeof StockShortDetailsSchema>['lines'][number];

/** The short lines of a STOCK_SHORT answer; an empty list for any other error. */
export function stockShortLines(error: unknown): StockShortLine[] {
  if (!(error instanceof ApiError) || error.code !== 'STOCK_SHORT') return [];
  const details = StockShortDetailsSchema.safeParse(error.details);
  return details.success ? details.data.lines : [];
}
