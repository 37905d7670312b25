/**
 * Texts of the content pages (information pages, news, blog, vacancies, staff, promotions) and the back
 * office's content editors. The request forms and the requests desk have theirs in features/requests.
 */
import type { Lang, StaffGroup } from '@polotno/domain';
import type { EMPLOYMENT_TYPES } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';
import { postText, type PostText } from './post.i18n';

type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface ContentText extends PostText {
  noVacancies: string;
  noPromotions: string;
  noStaff: string;
  suggestions: string;
  employmentLabel: string;
  employment: Record<EmploymentType, string>;
  salary: string;
  location: string;
  duties: string;
  requirements: string;
  offer: string;
  allVacancies: string;
  applyTitle: string;
  applyText: string;
  applyLink: string;
  staffGroups: Record<StaffGroup, string>;
  promotionPeriod: (from: string, to: string | null) => string;
  managers: string;
  call: (name: string) => string;
  write: (name: string) => string;
  name: string;
  fullName: string;
  phone: string;
  email: string;
  contact: string;
  status: string;
  posts: string;
  newPost: string;
  editPost: (title: string) => string;
  cancelEdit: string;
  title: string;
  excerpt: string;
  body: string;
  bodyHint: string;
  slug: string;
  slugHint: string;
  tags: string;
  tagsHint: string;
  cover: string;
  coverHint: string;
  removeCover: string;
  published: string;
  draft: string;
  publish: Labels;
  unpublish: Labels;
  edit: string;
  remove: Labels;
  removeConfirm: string;
  save: Labels;
  saved: string;
  removed: string;
  inRussian: string;
  inUzbek: string;
  uzbekFallback: string;
}

/** The texts beyond those of post lists, which `post.i18n.ts` keeps so the home page loads only those. */
export type ContentOwnText = Omit<ContentText, keyof PostText>;

declare module '../../lib/texts' {
  interface Texts {
    content: ContentOwnText;
  }
}

// A page showing content texts loads both sets (app/routes.ts); joined once per language's set.
const joined = new WeakMap<ContentOwnText, ContentText>();

/** The content texts in `lang` (for loaders and actions): the post lists' and the content pages' own. */
export function contentText(lang: Lang): ContentText {
  const own = textsOf('content', lang);
  let texts = joined.get(own);
  if (!texts) joined.set(own, (texts = { ...postText(lang), ...own }));
  return texts;
}

/** The content texts of the page being shown. */
export function useContentText(): ContentText {
  return contentText(useLang());
}
