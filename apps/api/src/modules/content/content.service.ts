/**
 * Content rules: Uzbek falls back to Russian per field, bodies are rendered from Markdown and sanitised
 * on save and again when served, drafts and future-dated items stay hidden, expired promotions hide
 * themselves, and images must be stored public images. Writes are for ADMIN only (the admin routes
 * refuse anyone else before a body is read). One service in five parts, one per kind of content.
 */
import * as repository from './content.repository.ts';
import { createContentPages } from './content.pages.ts';
import { createContentPosts } from './content.posts.ts';
import { createContentPromotions } from './content.promotions.ts';
import type { ContentDeps } from './content.shared.ts';
import { createContentStaff } from './content.staff.ts';
import { createContentVacancies } from './content.vacancies.ts';

export type { ContentDeps } from './content.shared.ts';

export function createContentService(deps: ContentDeps) {
  return {
    posts: createContentPosts(deps),
    vacancies: createContentVacancies(deps),
    staff: createContentStaff(deps),
    promotions: createContentPromotions(deps),
    pages: createContentPages(deps),
    /** Whether the installation has no information pages and no posts yet (the demo seed fills only those). */
    isEmpty: () => repository.isContentEmpty(deps.db),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
