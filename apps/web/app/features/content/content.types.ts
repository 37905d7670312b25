/** The shapes the content and requests API answers with, inferred from the domain's response schemas. */
import type {
  AdminPostSchema,
  BlogPostSchema,
  InfoPageSchema,
  PostSchema,
  PostSummarySchema,
  PromotionSchema,
  StaffMemberSchema,
  VacancySchema,
  VacancySummarySchema,
} from '@polotno/domain';
import type { z } from 'zod';

/** A page of a list, as every paginated endpoint answers. */
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export type InfoPage = z.infer<typeof InfoPageSchema>;
export type PostSummary = z.infer<typeof PostSummarySchema>;
export type Post = z.infer<typeof PostSchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
export type AdminPost = z.infer<typeof AdminPostSchema>;
export type VacancySummary = z.infer<typeof VacancySummarySchema>;
export type Vacancy = z.infer<typeof VacancySchema>;
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export type Promotion = z.infer<typeof PromotionSchema>;

/** The text fields of a refused form, returned so that the form shows them again (also without JavaScript). */
export type FormValues = Record<string, string | string[]>;

/** What a form shows after sending: an error with the values as typed, or the notice that the request arrived. */
export type FormResult =
  | { ok: false; error: string; notice: null; values: FormValues }
  | { ok: true; error: null; notice: string; values: null };
