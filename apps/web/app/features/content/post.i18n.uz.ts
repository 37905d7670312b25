/** The post lists' texts in Uzbek; only pages in this language load it (post.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { PostText } from './post.i18n';

export const uz: PostText = {
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

registerTexts('uz', { post: uz });
