/** Requests and answers of favourites: the product ids a user saved. */
import { z } from 'zod';

/** `{userId}/{productId}` of the save and forget paths. */
export const SavedParamsSchema = z.object({
  userId: z.uuid(),
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Saved product ids, newest first. */
export const SavedListSchema = z.array(z.number().int());
