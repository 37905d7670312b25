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

export type InfoPage = z.infer<typeof InfoPageSchema>;
export type PostSummary = z.infer<typeof PostSummarySchema>;
export type Post = z.infer<typeof PostSchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
export type AdminPost = z.infer<typeof AdminPostSchema>;
export type VacancySummary = z.infer<typeof VacancySummarySchema>;
export type Vacancy = z.infer<typeof VacancySchema>;
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export type Promotion = z.infer<typeof PromotionSchema>;
