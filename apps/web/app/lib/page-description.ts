/**
 * The description of the page being shown (its meta description and the lead under its heading). The
 * browser keeps no table of every page's description (docs/decisions/006): the language layout's loader
 * sends the current page's own, so it arrives with each navigation (`page-descriptions.server.ts`).
 */
import type { Lang } from '@polotno/domain/client';
import { useRouteLoaderData } from 'react-router';
import type { PageKey } from './pages';
import { useLang } from './locale';

/** What the language layouts' loader returns. */
export interface PageDescription {
  page: PageKey;
  description: string;
}

/** The description of `page` from the language layout's data, if that data is about `page`. */
export function descriptionOf(page: PageKey, data: unknown): string | undefined {
  const found = data as PageDescription | undefined;
  return found?.page === page ? found.description : undefined;
}

/** The description of `page` when it is the page being shown. */
export function usePageDescription(page: PageKey): string | undefined {
  const lang: Lang = useLang();
  // The language layouts' route ids are the languages (app/routes.ts).
  return descriptionOf(page, useRouteLoaderData(lang));
}
