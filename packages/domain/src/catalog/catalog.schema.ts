/**
 * The catalogue as the API shows it (spec §3: Product, Category, Characteristics) and the shapes the
 * admin sends. Prices are roubles at this edge (kopecks inside), weights g/m², widths cm, stock in rolls.
 */
import { z } from 'zod';
import { PRODUCT_SOURCES, SECTIONS, SORTS } from './catalog.constants.ts';
import { LANGS, toLang } from '../i18n.ts';
import { normalizeSearch } from './search-text.ts';
import { fallbackOf } from '../fallback.schema.ts';
import { stripControls } from '../text.ts';

/** Upload limits: bytes of the file, and pixels per side (a decompression bomb is refused before decoding). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 8000;

/**
 * Catalogue sections of spec §2. `arrivals` = created or restocked in the last `ARRIVALS_DAYS` days;
 * `popular` = the most rolls ordered in the last `POPULAR_DAYS` days (best sellers while nothing was ordered).
 */
export const ARRIVALS_DAYS = 30;
export const POPULAR_DAYS = 90;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const ImageSchema = z.object({
  src: z.string(),
  /** `url 320w, url 640w, …` for `<img srcset>`; null for images kept elsewhere (WooCommerce). */
  srcset: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Image = z.infer<typeof ImageSchema>;

export const ColorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hex: z.string().nullable(),
  images: z.array(ImageSchema),
  fallback: fallbackOf(['name']),
});
export type Color = z.infer<typeof ColorSchema>;

export const CharacteristicSchema = z.object({
  name: z.string(),
  value: z.string(),
  fallback: fallbackOf(['name', 'value']),
});

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  /** Roubles per `unit` (kg unless the product says otherwise). */
  price: z.number(),
  unit: z.string(),
  art: z.string(),
  lang: z.enum(LANGS),
  colors: z.array(ColorSchema),
  image: ImageSchema.nullable(),
  type: z.string(),
  characteristics: z.array(CharacteristicSchema),
  categoryId: z.string().nullable(),
  show: z.boolean(),
  bestseller: z.boolean(),
  recommended: z.boolean(),
  latest: z.boolean(),
  canvas: z.string(),
  composition: z.string(),
  /** g/m² */
  weight: z.number().int().nullable(),
  /** cm */
  width: z.number().int().nullable(),
  createdAt: z.string(),
  restockedAt: z.string().nullable(),
  translations: z.object({ ru: z.number().int(), uz: z.number().int() }),
  params: z.object({ weight: z.number().int().nullable(), width: z.number().int().nullable(), unit: z.string() }),
  /** Rolls in stock. */
  count: z.number().int(),
  source: z.enum(PRODUCT_SOURCES),
  fallback: fallbackOf(['name', 'description', 'shortDescription', 'canvas', 'composition']),
});
export type Product = z.infer<typeof ProductSchema>;

export const FacetValueSchema = z.object({
  value: z.string(),
  count: z.number().int(),
  /** Colour facets carry a swatch. */
  hex: z.string().nullable().optional(),
});
export const FACETS = ['category', 'composition', 'color', 'canvas', 'weight'] as const;
export type Facet = (typeof FACETS)[number];
export const FacetsSchema = z.object({
  category: z.array(FacetValueSchema),
  composition: z.array(FacetValueSchema),
  color: z.array(FacetValueSchema),
  canvas: z.array(FacetValueSchema),
  weight: z.array(FacetValueSchema),
});
export type Facets = z.infer<typeof FacetsSchema>;

export const ProductListSchema = z.object({
  items: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: FacetsSchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** Query values are forgiving: a malformed value falls back to its default instead of failing the listing. */
const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => schema.catch(fallback);

/** Control characters (PostgreSQL refuses NUL in text) and lone surrogates never reach a query. */
const clean = stripControls;

/**
 * A multi-value filter: `color=red,blue` or `color=red&color=blue`; at most 20 values of 100 characters. A comma
 * followed by a space belongs to the value: compositions read `95% хлопок, 5% лайкра`.
 */
const valueList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((input) =>
    (Array.isArray(input) ? input : input === undefined ? [] : [input])
      .flatMap((part) => part.split(/,(?!\s)/))
      .map((part) => clean(part).trim().slice(0, 100))
      .filter((part) => part.length > 0)
      .slice(0, 20),
  )
  .catch([]);

export const ProductListQuerySchema = z.object({
  lang: z.unknown().optional().transform(toLang),
  search: lenient(z.string().max(200).transform(clean).optional(), undefined),
  category: valueList,
  section: lenient(z.enum(SECTIONS).optional(), undefined),
  composition: valueList,
  color: valueList,
  canvas: valueList,
  /** Exact g/m² values (`180,240`) or ranges (`180-240`). */
  weight: valueList,
  inStock: lenient(
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
    false,
  ),
  sort: lenient(z.enum(SORTS).optional(), undefined),
  page: lenient(z.coerce.number().int().min(1).max(10_000).default(1), 1),
  limit: lenient(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** How many suggestions the header's search box shows at most. */
export const MAX_SUGGESTIONS = 12;

/** The header search box's query: the typed text, already normalised the way cache keys want it. */
export const SuggestQuerySchema = z.object({
  lang: z.unknown().optional().transform(toLang),
  search: lenient(z.string().max(200).transform(clean), '').transform(normalizeSearch),
  limit: lenient(z.coerce.number().int().min(1).max(MAX_SUGGESTIONS).default(6), 6),
});
export type SuggestQuery = z.output<typeof SuggestQuerySchema>;

/** Suggestions for a typed search: the newest matching products, and whether more match. */
export const ProductSuggestionsSchema = z.object({ items: z.array(ProductSchema), more: z.boolean() });
export type ProductSuggestions = z.infer<typeof ProductSuggestionsSchema>;

export const LangQuerySchema = z.object({ lang: z.unknown().optional().transform(toLang) });

export const ProductIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.object({ src: z.string() }).nullable(),
  fallback: fallbackOf(['name']),
});
export type Category = z.infer<typeof CategorySchema>;

export const CharacteristicEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  values: z.array(z.string()),
  fallback: fallbackOf(['name']),
});
export const CharacteristicsSchema = z.object({
  main: z.array(CharacteristicEntrySchema),
  extra: z.array(CharacteristicEntrySchema),
});
export type Characteristics = z.infer<typeof CharacteristicsSchema>;
export const CharacteristicsQuerySchema = z.object({
  lang: z.unknown().optional().transform(toLang),
  category: z.string().max(100).transform(clean).optional().catch(undefined),
});

export const StockSchema = z.object({ id: z.number().int(), count: z.number().int() });
export const StockInputSchema = z.object({
  count: z
    .number({ error: 'STOCK_INVALID' })
    .int({ error: 'STOCK_INVALID' })
    .min(0, { error: 'STOCK_INVALID' })
    .max(1_000_000, { error: 'STOCK_INVALID' }),
});
