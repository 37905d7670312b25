/**
 * What the language layouts (`layouts/lang-ru.tsx`, `layouts/lang-uz.tsx`) send with every page: the shown
 * page's description (lib/page-description.ts) and the fabric categories of the phone menu.
 */
import type { Lang } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { findMenuCategories } from '../features/catalog/menu-categories.server';
import { pageAt, pageDescription } from '../lib/page-descriptions.server';
import { PAGES } from '../lib/pages';

export async function langLayoutData(context: AppLoadContext, request: Request, lang: Lang) {
  const page = pageAt(new URL(request.url).pathname);
  // The back office has no phone menu of the shop.
  const storefront = page !== 'login' && !PAGES[page].path.startsWith('/admin');
  return {
    page,
    description: pageDescription(page, lang),
    menuCategories: storefront ? await findMenuCategories(context, request) : [],
  };
}

export type LangLayoutData = Awaited<ReturnType<typeof langLayoutData>>;
