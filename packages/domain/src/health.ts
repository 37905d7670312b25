import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
/** One dependency's state: `up`, `down` (with why), or `off` when the shop runs without it (no `REDIS_URL`). */
export const DependencyCheckSchema = z.object({
  state: z.enum(['up', 'down', 'off']),
  /** Which engine or provider: `pglite`, `postgres`, `local`, `s3`, `log`, `smsru`. */
  kind: z.string().optional(),
  error: z.string().optional(),
});
export type DependencyCheck = z.infer<typeof DependencyCheckSchema>;

/** Readiness: every dependency checked and its state; `ready` only while none is down (else HTTP 503). */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: DependencyCheckSchema,
    redis: DependencyCheckSchema,
    files: DependencyCheckSchema,
    sms: DependencyCheckSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** The body of every error answer of the API. */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
