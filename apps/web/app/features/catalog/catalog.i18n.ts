/** Texts of the catalogue, the product page and the header search, in both languages of the shop. */
import type { Lang, Section, Sort } from '@polotno/domain';
import { frameTexts } from '../../lib/texts';
import { useLang } from '../../lib/use-lang';

export interface CatalogText {
  categories: string;
  allProducts: string;
  sections: Record<Section, string>;
  allSections: string;
  showAll: string;
  filters: string;
  filterGroups: { category: string; composition: string; color: string; canvas: string; weight: string };
  inStock: string;
  apply: string;
  reset: string;
  sort: string;
  sorts: Record<Sort, string>;
  found: (count: number) => string;
  searchFor: (query: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  page: (page: number, pages: number) => string;
  previous: string;
  next: string;
  pagination: string;
  perKg: string;
  perUnit: (unit: string) => string;
  gsm: string;
  kg: string;
  cm: string;
  stock: (rolls: number) => string;
  outOfStock: string;
  composition: string;
  canvas: string;
  weight: string;
  width: string;
  price: string;
  color: string;
  colors: (count: number) => string;
  article: string;
  availability: string;
  mainCharacteristics: string;
  extraCharacteristics: string;
  description: string;
  estimateTitle: string;
  rolls: string;
  estimateNote: string;
  addToCart: string;
  favourite: string;
  loginToBuy: string;
  wholesaleNote: string;
  gallery: string;
  bestseller: string;
  recommended: string;
  latest: string;
  searching: string;
  noResults: string;
  searchAll: (query: string) => string;
  searchMin: string;
  more: (count: number) => string;
}

/** The Russian plural form for `count`: one, few or many. */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** The catalogue texts in `lang`. */
export function catalogText(lang: Lang): CatalogText {
  return frameTexts(lang).catalog;
}

/** The catalogue texts of the page being shown. */
export function useCatalogText(): CatalogText {
  return frameTexts(useLang()).catalog;
}
