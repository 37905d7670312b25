/**
 * What the admin sends and gets back when editing the catalogue: every text in both languages at once.
 * Prices are roubles here (kopecks inside); error codes name what is wrong in the admin's language.
 */
import { z } from 'zod';
import { PRODUCT_SOURCES } from './catalog.constants.ts';
import { ImageSchema } from './catalog.schema.ts';
import { line, text } from '../text.ts';

/** An optional text, one line unless `multiline` (a description). */
const optionalText = (max: number, multiline = false) => (multiline ? text() : line()).trim().max(max).default('');
const bilingual = (max: number, multiline = false) =>
  z.object({ ru: optionalText(max, multiline), uz: optionalText(max, multiline) });
/** A name is required in Russian (the fallback language); Uzbek may follow later. */
const bilingualName = z.object({ ru: line().trim().min(1).max(200), uz: optionalText(200) });

export const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const HEX_RE = /^#[0-9a-fA-F]{6}$/;

export const ColorInputSchema = z.object({
  name: bilingualName,
  hex: z
    .string()
    .regex(HEX_RE)
    .transform((hex) => hex.toLowerCase())
    .nullable()
    .default(null),
  /** Ids of images uploaded through `POST /api/admin/images`, in display order. */
  images: z.array(z.uuid()).max(20).default([]),
});

export const CharacteristicInputSchema = z.object({
  key: z.string().regex(SLUG_RE),
  name: bilingualName,
  value: bilingual(500),
});

export const ProductInputSchema = z.object({
  art: optionalText(64),
  categoryId: z.string().regex(SLUG_RE).nullable().default(null),
  name: bilingualName,
  description: bilingual(10_000, true).default({ ru: '', uz: '' }),
  shortDescription: bilingual(1000, true).default({ ru: '', uz: '' }),
  type: line().trim().min(1).max(40).default('simple'),
  unit: line().trim().min(1).max(20).default('kg'),
  /** Roubles per unit, at most two decimals. */
  price: z
    .number()
    .min(0)
    .max(1_000_000)
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    ),
  count: z.number().int().min(0).max(1_000_000, { error: 'STOCK_INVALID' }).default(0),
  canvas: bilingual(200).default({ ru: '', uz: '' }),
  composition: bilingual(200).default({ ru: '', uz: '' }),
  /** g/m² */
  weight: z.number().int().min(10).max(2000).nullable().default(null),
  /** cm */
  width: z.number().int().min(10).max(500).nullable().default(null),
  characteristics: z.array(CharacteristicInputSchema).max(50).default([]),
  colors: z.array(ColorInputSchema).max(50).default([]),
  show: z.boolean().default(true),
  bestseller: z.boolean().default(false),
  recommended: z.boolean().default(false),
  latest: z.boolean().default(false),
});
export type ProductInput = z.output<typeof ProductInputSchema>;

/** A partial update: only the fields sent change. Nested objects are replaced whole. */
export const ProductPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(ProductInputSchema.shape).map(([key, schema]) => [
        key,
        (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional(),
      ]),
    ) as unknown as { [K in keyof typeof ProductInputSchema.shape]: z.ZodOptional<z.ZodType<ProductInput[K]>> },
  )
  .strict();
export type ProductPatch = z.output<typeof ProductPatchSchema>;

/** Fields the shop owns even for products synchronised from WooCommerce. */
export const OWN_PRODUCT_FIELDS = ['count', 'bestseller', 'recommended', 'latest'] as const;

const BilingualOut = z.object({ ru: z.string(), uz: z.string() });

export const AdminProductSchema = z.object({
  id: z.number().int(),
  art: z.string(),
  categoryId: z.string().nullable(),
  name: BilingualOut,
  description: BilingualOut,
  shortDescription: BilingualOut,
  type: z.string(),
  unit: z.string(),
  price: z.number(),
  count: z.number().int(),
  canvas: BilingualOut,
  composition: BilingualOut,
  weight: z.number().int().nullable(),
  width: z.number().int().nullable(),
  characteristics: z.array(z.object({ key: z.string(), name: BilingualOut, value: BilingualOut })),
  colors: z.array(
    z.object({
      id: z.number().int(),
      name: BilingualOut,
      hex: z.string().nullable(),
      images: z.array(ImageSchema.extend({ id: z.string().nullable() })),
    }),
  ),
  show: z.boolean(),
  bestseller: z.boolean(),
  recommended: z.boolean(),
  latest: z.boolean(),
  source: z.enum(PRODUCT_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const CategoryInputSchema = z.object({
  id: z.string().regex(SLUG_RE),
  name: bilingualName,
  /** An uploaded image id, or null for none. */
  image: z.uuid().nullable().default(null),
  position: z.number().int().min(0).max(10_000).default(0),
});
/**
 * Only the fields sent change. Spelled out rather than `.partial()`: zod 4 still applies a default inside
 * an optional, so a rename would have reset the photo and the position.
 */
export const CategoryPatchSchema = z
  .object({
    name: bilingualName.optional(),
    image: z.uuid().nullable().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export const AdminCategorySchema = z.object({
  id: z.string(),
  name: BilingualOut,
  image: ImageSchema.nullable(),
  position: z.number().int(),
  source: z.enum(PRODUCT_SOURCES),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const CharacteristicGroupInputSchema = z.object({ key: z.string().regex(SLUG_RE), name: bilingualName });
export const CharacteristicGroupsInputSchema = z.object({
  main: z.array(CharacteristicGroupInputSchema).max(50),
  extra: z.array(CharacteristicGroupInputSchema).max(50),
});
export const AdminCharacteristicGroupsSchema = z.object({
  main: z.array(z.object({ key: z.string(), name: BilingualOut })),
  extra: z.array(z.object({ key: z.string(), name: BilingualOut })),
});

export const UploadedImageSchema = ImageSchema.extend({ id: z.string() });

export const CategoryIdParamsSchema = z.object({ id: z.string().regex(SLUG_RE, { error: 'CATEGORY_NOT_FOUND' }) });

export const WooSyncResultSchema = z.object({
  ok: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
  products: z.number().int(),
  categories: z.number().int(),
  error: z.string().nullable(),
  errorCode: z.string().nullable(),
});
export const WooStatusSchema = z.object({
  configured: z.boolean(),
  running: z.boolean(),
  lastRun: WooSyncResultSchema.nullable(),
  lastSuccessAt: z.string().nullable(),
});
