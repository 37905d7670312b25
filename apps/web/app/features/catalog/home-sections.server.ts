/** The catalogue on the home page: a few products of each front-page section, as cards. */
import type { ProductList, Section } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { toRequestCard, type ProductCardData } from './product-card-data';

/** Sections of a fabric shop's front page (spec §2), in order: best sellers, new arrivals, recommendations. */
export const HOME_SECTIONS = ['bestseller', 'arrivals', 'recommended'] as const satisfies readonly Section[];
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** One row of cards per section: 2 columns on phones, 4 on wide screens. */
const PER_SECTION = 4;

/** One API call per section (each answered from the catalogue's cache); an empty section is left out. */
export async function findHomeSections(
  context: AppLoadContext,
  request: Request,
): Promise<{ section: HomeSection; items: ProductCardData[] }[]> {
  const lists = await Promise.all(
    HOME_SECTIONS.map((section) =>
      apiRequest<ProductList>(context, request, `/api/products?section=${section}&limit=${PER_SECTION}`),
    ),
  );
  return HOME_SECTIONS.map((section, index) => ({
    section,
    items: (lists[index]?.items ?? []).map(toRequestCard(request)),
  })).filter((row) => row.items.length > 0);
}
