/**
 * The back office's view of the 1C exchange (issue 25): whether it is on and what to type into 1C, its
 * sessions with their steps, files and imports, the settings the manager changes, and the line differences
 * 1C reported. Answers only; 1C itself speaks CommerceML, not JSON.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { line } from '../text.ts';

const CountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  hidden: z.number().int(),
  skipped: z.number().int(),
});

export const OnecJobSchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  type: z.enum(['catalog', 'sale']),
  filename: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** What the file was: `import`, `offers` or `documents`; null until done. */
  kind: z.string().nullable(),
  counts: CountsSchema.nullable(),
  warnings: z.array(z.string()),
  error: z.string().nullable(),
  /** How far a running import is (`total` null when unknown). */
  progress: z.object({ done: z.number(), total: z.number().nullable(), text: z.string() }).nullable(),
  attempts: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Milliseconds from start to end (or until now while running). */
  durationMs: z.number().int().nullable(),
});
export type OnecJob = z.infer<typeof OnecJobSchema>;

/** The 1C status id → the shop's status. */
export const OnecStatusMapSchema = z.record(
  line({ error: 'ONEC_STATUS_MAP_INVALID' }).trim().min(1, { error: 'ONEC_STATUS_MAP_INVALID' }).max(100),
  z.enum(ORDER_STATUSES, { error: 'ONEC_STATUS_MAP_INVALID' }),
  { error: 'ONEC_STATUS_MAP_INVALID' },
);

export const OnecSettingsSchema = z.object({
  /** A full catalogue package hides the goods it no longer lists (a changes-only one never does). */
  hideMissing: z.boolean(),
  statusMap: z.record(z.string(), z.enum(ORDER_STATUSES)),
  updatedAt: z.string(),
});
export type OnecSettings = z.infer<typeof OnecSettingsSchema>;

export const OnecSettingsUpdateSchema = z.object({
  hideMissing: z.boolean().optional(),
  statusMap: OnecStatusMapSchema.refine((map) => Object.keys(map).length <= 100, {
    error: 'ONEC_STATUS_MAP_INVALID',
  }).optional(),
});
export type OnecSettingsUpdate = z.output<typeof OnecSettingsUpdateSchema>;

export const OnecStatusSchema = z.object({
  /** On when ONEC_LOGIN and ONEC_PASSWORD are set. */
  enabled: z.boolean(),
  /** What to type into 1C's «Обмен с сайтом»: the address, the user (the password is the one configured). */
  url: z.string(),
  login: z.string().nullable(),
  fileLimit: z.number().int().nullable(),
  zip: z.boolean().nullable(),
  priceType: z.string().nullable(),
  quotaBytes: z.number().int().nullable(),
  keepDays: z.number().int().nullable(),
  /** Bytes the exchange folders hold now. */
  usedBytes: z.number().int(),
  settings: OnecSettingsSchema,
  /** Imports running or waiting, with their progress. */
  activeJobs: z.array(OnecJobSchema),
  lastSession: z
    .object({ id: z.string(), type: z.enum(['catalog', 'sale']), createdAt: z.string(), failures: z.number().int() })
    .nullable(),
});
export type OnecStatus = z.infer<typeof OnecStatusSchema>;

export const OnecSessionSummarySchema = z.object({
  id: z.string(),
  type: z.enum(['catalog', 'sale']),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  steps: z.number().int(),
  failures: z.number().int(),
  /** From checkauth to the last step, milliseconds. */
  durationMs: z.number().int(),
  /** Whether its exchange folder is still on disk. */
  folderKept: z.boolean(),
  counts: CountsSchema,
});
export type OnecSessionSummary = z.infer<typeof OnecSessionSummarySchema>;

export const OnecSessionListSchema = z.object({ items: z.array(OnecSessionSummarySchema), total: z.number().int() });

export const OnecSessionSchema = OnecSessionSummarySchema.extend({
  stepsLog: z.array(
    z.object({
      mode: z.string(),
      filename: z.string().nullable(),
      bytes: z.number().int().nullable(),
      answer: z.string(),
      message: z.string(),
      durationMs: z.number().int(),
      at: z.string(),
    }),
  ),
  files: z.array(
    z.object({
      name: z.string(),
      size: z.number().int(),
      sha256: z.string().nullable(),
      archive: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  jobs: z.array(OnecJobSchema),
  errors: z.array(z.string()),
});
export type OnecSession = z.infer<typeof OnecSessionSchema>;

export const OnecSessionParamsSchema = z.object({ id: z.uuid() });
export const OnecListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const OnecDifferenceQuerySchema = OnecListQuerySchema.extend({
  /** Only those the manager has not marked seen (default). */
  open: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

const LineFiguresSchema = z.object({ quantity: z.number(), pricePerUnit: z.number(), sum: z.number().nullable() });

export const OnecDifferenceSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      onecId: z.string(),
      name: z.string(),
      unit: z.string(),
      onec: LineFiguresSchema.nullable(),
      shop: LineFiguresSchema.extend({ lineId: z.number().int() }).nullable(),
    }),
  ),
});
export type OnecDifference = z.infer<typeof OnecDifferenceSchema>;
export const OnecDifferenceListSchema = z.object({ items: z.array(OnecDifferenceSchema), total: z.number().int() });
/**
 * A product that tracks rolls whose stock in 1C disagrees with its available rolls, as the last import found
 * it (decision 013): 1C's figure is shown, never written over the rolls; it goes when a later import agrees.
 */
export const OnecStockDifferenceSchema = z.object({
  productId: z.number().int(),
  onecId: z.string().nullable(),
  art: z.string(),
  name: z.string(),
  /** 1C's quantity in its unit (kg with grams, or pieces or rolls). */
  onec: z.object({ quantity: z.number(), unit: z.string() }),
  /** The shop's available rolls and their weight in kg. */
  shop: z.object({ rolls: z.number().int(), kg: z.number() }),
  seenAt: z.string(),
});
export type OnecStockDifference = z.infer<typeof OnecStockDifferenceSchema>;
export const OnecStockDifferenceListSchema = z.object({ items: z.array(OnecStockDifferenceSchema) });
export const OnecDifferenceParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const OnecOrderParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
