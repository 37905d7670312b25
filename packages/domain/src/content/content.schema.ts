/**
 * News, blog posts, vacancies, staff, promotions and information pages. Every text exists in Russian
 * and may exist in Uzbek; an empty Uzbek text falls back to Russian. Rich bodies are Markdown on the way
 * in and sanitised HTML on the way out.
 */
import { z } from 'zod';
import { EMPLOYMENT_TYPES, STAFF_GROUPS } from './content.constants.ts';
import { ImageSchema, LangQuerySchema } from '../catalog/catalog.schema.ts';
import { LANGS } from '../i18n.ts';
import { fallbackOf } from '../fallback.schema.ts';
import { pageQueryFields } from '../pagination.schema.ts';
import { line, text } from '../text.ts';

/** A text in both languages as stored: Russian required, Uzbek optional (empty means "use Russian"). */
export interface LocalizedText {
  ru: string;
  uz: string;
}
export interface LocalizedList {
  ru: string[];
  uz: string[];
}

/**
 * Covers, photos and promotion images go through the catalogue's image pipeline (`POST /api/admin/images`:
 * checked, converted to WebP at every width of spec §9); content refers to them by that image id.
 */
export const ContentImageSchema = ImageSchema.extend({ id: z.uuid() });
export type ContentImage = z.infer<typeof ContentImageSchema>;

export const CONTENT_SLUG_RE = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SlugSchema = z.string().max(120).regex(CONTENT_SLUG_RE, { error: 'SLUG_INVALID' });

/** One line (a title, a name) unless `multiline` (a Markdown body, a summary). */
const field = (multiline: boolean) => (multiline ? text() : line());
const localized = (max: number, multiline = false) =>
  z.object({ ru: field(multiline).trim().min(1).max(max), uz: field(multiline).trim().max(max).default('') });
const localizedOptional = (max: number, multiline = false) =>
  z
    .object({ ru: field(multiline).trim().max(max).default(''), uz: field(multiline).trim().max(max).default('') })
    .default({ ru: '', uz: '' });
/** A list of lines (duties, requirements): each item is one line. */
const localizedList = z
  .object({
    ru: z.array(line().trim().min(1).max(500)).max(30).default([]),
    uz: z.array(line().trim().min(1).max(500)).max(30).default([]),
  })
  .default({ ru: [], uz: [] });

export const PageQuerySchema = LangQuerySchema.extend(pageQueryFields(12));
export const AdminPageQuerySchema = z.object(pageQueryFields(20));
export const IdOrSlugParamsSchema = z.object({ idOrSlug: line().min(1).max(120) });
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const Dates = { createdAt: z.iso.datetime({ offset: true }), updatedAt: z.iso.datetime({ offset: true }) };
const LocalizedTextSchema = z.object({ ru: z.string(), uz: z.string() });
const LocalizedListSchema = z.object({ ru: z.array(z.string()), uz: z.array(z.string()) });

// ---- News and blog posts -------------------------------------------------------------------------

export const POST_KINDS = ['news', 'blog'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const TagSchema = line()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}-]+( [\p{L}\p{N}-]+)*$/u, { error: 'VALIDATION_FAILED' });

export const PostInputSchema = z.object({
  slug: SlugSchema,
  title: localized(200),
  excerpt: localizedOptional(500, true),
  body: localized(50_000, true),
  coverId: z.uuid().nullable().default(null),
  tags: z.array(TagSchema).max(10).default([]),
  /** The tags in Uzbek; empty shows the Russian ones on Uzbek pages. */
  tagsUz: z.array(TagSchema).max(10).default([]),
  published: z.boolean().default(false),
  publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type PostInput = z.infer<typeof PostInputSchema>;

export const PostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: ContentImageSchema.nullable(),
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime({ offset: true }),
  fallback: fallbackOf(['title', 'excerpt', 'tags']),
});
export const PostSchema = PostSummarySchema.extend({
  html: z.string(),
  lang: z.enum(LANGS),
  fallback: fallbackOf(['title', 'excerpt', 'tags', 'html']),
});
export const BlogPostSchema = PostSchema.extend({ suggestions: z.array(PostSummarySchema) });
export const PostListQuerySchema = PageQuerySchema.extend({ tag: TagSchema.optional() });
export const AdminPostSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POST_KINDS),
  slug: z.string(),
  title: LocalizedTextSchema,
  excerpt: LocalizedTextSchema,
  body: LocalizedTextSchema,
  cover: ContentImageSchema.nullable(),
  tags: z.array(z.string()),
  tagsUz: z.array(z.string()),
  published: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  ...Dates,
});

// ---- Vacancies -----------------------------------------------------------------------------------

export const VacancyInputSchema = z.object({
  slug: SlugSchema,
  title: localized(200),
  summary: localizedOptional(1000, true),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salary: localizedOptional(100),
  location: localizedOptional(200),
  duties: localizedList,
  requirements: localizedList,
  offer: localizedList,
  published: z.boolean().default(false),
});
export type VacancyInput = z.infer<typeof VacancyInputSchema>;

export const VacancySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salary: z.string(),
  location: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  fallback: fallbackOf(['title', 'summary', 'salary', 'location']),
});
export const VacancySchema = VacancySummarySchema.extend({
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  offer: z.array(z.string()),
  lang: z.enum(LANGS),
  fallback: fallbackOf(['title', 'summary', 'salary', 'location', 'duties', 'requirements', 'offer']),
});
export const AdminVacancySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: LocalizedTextSchema,
  summary: LocalizedTextSchema,
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salary: LocalizedTextSchema,
  location: LocalizedTextSchema,
  duties: LocalizedListSchema,
  requirements: LocalizedListSchema,
  offer: LocalizedListSchema,
  published: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  ...Dates,
});

// ---- Staff ---------------------------------------------------------------------------------------

export const StaffInputSchema = z.object({
  name: localized(200),
  position: localized(200),
  photoId: z.uuid().nullable().default(null),
  phone: z
    .string()
    .regex(/^\+7\d{10}$/, { error: 'PHONE_INVALID' })
    .nullable()
    .default(null),
  email: z.email().max(200).nullable().default(null),
  group: z.enum(STAFF_GROUPS),
  sortOrder: z.number().int().min(0).max(10_000).default(100),
  published: z.boolean().default(true),
});
export type StaffInput = z.infer<typeof StaffInputSchema>;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  photo: ContentImageSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  group: z.enum(STAFF_GROUPS),
  fallback: fallbackOf(['name', 'position']),
});
export const StaffQuerySchema = PageQuerySchema.extend({ group: z.enum(STAFF_GROUPS).optional() });
export const AdminStaffMemberSchema = z.object({
  id: z.number().int(),
  name: LocalizedTextSchema,
  position: LocalizedTextSchema,
  photo: ContentImageSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  group: z.enum(STAFF_GROUPS),
  sortOrder: z.number().int(),
  published: z.boolean(),
  ...Dates,
});

// ---- Promotions ----------------------------------------------------------------------------------

export const PromotionInputSchema = z
  .object({
    slug: SlugSchema,
    title: localized(200),
    body: localized(20_000, true),
    imageId: z.uuid().nullable().default(null),
    validFrom: z.iso.datetime({ offset: true }),
    validTo: z.iso.datetime({ offset: true }).nullable().default(null),
    published: z.boolean().default(false),
  })
  .refine((value) => value.validTo === null || Date.parse(value.validTo) > Date.parse(value.validFrom), {
    error: 'PROMOTION_DATES_INVALID',
    path: ['validTo'],
  });
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

export const PromotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  image: ContentImageSchema.nullable(),
  validFrom: z.iso.datetime({ offset: true }),
  validTo: z.iso.datetime({ offset: true }).nullable(),
  fallback: fallbackOf(['title', 'html']),
});
export const AdminPromotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: LocalizedTextSchema,
  body: LocalizedTextSchema,
  image: ContentImageSchema.nullable(),
  validFrom: z.iso.datetime({ offset: true }),
  validTo: z.iso.datetime({ offset: true }).nullable(),
  published: z.boolean(),
  ...Dates,
});

// ---- Information pages ---------------------------------------------------------------------------

export const PAGE_SLUGS = [
  'about',
  'policy',
  'payment-terms',
  'terms-delivery',
  'conditions-orders',
  'garanty',
  'requisites',
  'contacts',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const PageSlugParamsSchema = z.object({ slug: z.enum(PAGE_SLUGS) });
export const PageInputSchema = z.object({
  title: localized(200),
  body: localized(50_000, true),
  published: z.boolean().default(true),
});
export type PageInput = z.infer<typeof PageInputSchema>;

export const InfoPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  html: z.string(),
  lang: z.enum(LANGS),
  updatedAt: z.iso.datetime({ offset: true }),
  /** On the contacts page: the managers to call. */
  managers: z.array(StaffMemberSchema).optional(),
  fallback: fallbackOf(['title', 'html']),
});
export const AdminInfoPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: LocalizedTextSchema,
  body: LocalizedTextSchema,
  published: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
