/**
 * The texts of post lists and cards (news, blog, the home page's latest news) and pagination: the
 * part of the content texts the home page needs, so it does not load the rest (docs/decisions/006).
 * `content.i18n.ts` includes them in its texts.
 */
import type { Lang } from '@polotno/domain/client';
import { useLang } from '../../lib/use-lang';

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

const ru: PostText = {
  readMore: 'Читать полностью',
  pagination: 'Страницы',
  previous: 'Назад',
  next: 'Дальше',
  pageOf: (page, pages) => `Страница ${page} из ${pages}`,
  noNews: 'Новостей пока нет.',
  noPosts: 'Статей пока нет.',
  allNews: 'Все новости',
  allPosts: 'Все статьи',
  latestNews: 'Новости',
};

const uz: PostText = {
  readMore: "To'liq o'qish",
  pagination: 'Sahifalar',
  previous: 'Orqaga',
  next: 'Keyingi',
  pageOf: (page, pages) => `${pages} sahifadan ${page}-sahifa`,
  noNews: "Hozircha yangiliklar yo'q.",
  noPosts: "Hozircha maqolalar yo'q.",
  allNews: 'Barcha yangiliklar',
  allPosts: 'Barcha maqolalar',
  latestNews: 'Yangiliklar',
};

const TEXTS: Record<Lang, PostText> = { ru, uz };

/** The post texts in `lang`. */
export function postText(lang: Lang): PostText {
  return TEXTS[lang];
}

/** The post texts of the page being shown. */
export function usePostText(): PostText {
  return TEXTS[useLang()];
}
