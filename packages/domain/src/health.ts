import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadinessSchema = z.object({ status: z.literal('ready'), database: z.literal('up') });

/** The body of every error answer of the API. */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
