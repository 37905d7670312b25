/**
 * Texts of the catalogue, the product page and the header search: part of the frame, so the language layouts
 * load them (`catalog.i18n.ru.ts`, `catalog.i18n.uz.ts`, one language a page).
 */
import type { Lang, Section, Sort } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

declare module '../../lib/texts' {
  interface Texts {
    catalog: CatalogText;
  }
}

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

/** The catalogue texts in `lang`. */
export function catalogText(lang: Lang): CatalogText {
  return textsOf('catalog', lang);
}

/** The catalogue texts of the page being shown. */
export function useCatalogText(): CatalogText {
  return textsOf('catalog', useLang());
}
