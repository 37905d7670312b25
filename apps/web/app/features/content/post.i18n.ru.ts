/** The post lists' texts in Russian; only pages in this language load it (post.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { PostText } from './post.i18n';

export const ru: PostText = {
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

registerTexts('ru', { post: ru });
