/**
 * The texts of post lists and cards (news, blog, the home page's latest news) and pagination: the
 * part of the content texts the home page needs, so it does not load the rest (docs/decisions/006).
 * `content.i18n.ts` includes them in its texts.
 */
import type { Lang } from '@polotno/domain/client';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

declare module '../../lib/texts' {
  interface Texts {
    post: PostText;
  }
}

export interface PostText {
  readMore: string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  noNews: string;
  noPosts: string;
  allNews: string;
  allPosts: string;
  latestNews: string;
}

/** The post texts in `lang`. */
export function postText(lang: Lang): PostText {
  return textsOf('post', lang);
}

/** The post texts of the page being shown. */
export function usePostText(): PostText {
  return textsOf('post', useLang());
}
