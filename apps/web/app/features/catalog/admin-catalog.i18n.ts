/** Texts of the back office's catalogue editor: products (both languages at once) and categories. */
import type { Lang } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    adminCatalog: AdminCatalogText;
  }
}

export interface AdminCatalogText {
  inRussian: string;
  inUzbek: string;
  uzbekFallback: string;
  save: Labels;
  cancel: string;
  edit: string;
  remove: Labels;
  saved: string;
  /** The field a refused form names, after the API's "check the input". */
  checkField: (message: string, field: string) => string;
  languageOf: Record<Lang, string>;
  row: (label: string, index: number) => string;
  // Products
  newProduct: string;
  editProduct: (name: string) => string;
  productRemoved: string;
  removeProduct: string;
  removeProductConfirm: (name: string) => string;
  removeProductYes: Labels;
  hidden: string;
  syncedNote: string;
  name: string;
  shortDescription: string;
  description: string;
  art: string;
  category: string;
  noCategory: string;
  price: string;
  count: string;
  composition: string;
  canvas: string;
  weight: string;
  width: string;
  flags: string;
  show: string;
  bestseller: string;
  recommended: string;
  latest: string;
  colors: string;
  colorsHint: string;
  color: string;
  newColor: string;
  colorName: string;
  hex: string;
  hexHint: string;
  colorImages: string;
  addImages: string;
  imagesHint: string;
  removeImage: string;
  removeColor: string;
  characteristics: string;
  characteristicsHint: string;
  characteristic: string;
  key: string;
  value: string;
  // Categories
  newCategory: string;
  editCategory: (name: string) => string;
  noCategories: string;
  categoryRemoved: string;
  removeCategoryConfirm: (name: string) => string;
  removeCategoryYes: Labels;
  categoryId: string;
  categoryIdHint: string;
  position: string;
  photo: string;
  photoHint: string;
  removePhoto: string;
  groups: string;
  groupsHint: string;
  main: string;
  extra: string;
  saveGroups: Labels;
  groupsSaved: string;
  /** A product's stock saved from the products list: «Кулирка: остаток 12 рул.». */
  stockSaved: (name: string, count: number) => string;
}

/** The catalogue editor's texts in `lang` (for loaders and actions). */
export function adminCatalogText(lang: Lang): AdminCatalogText {
  return textsOf('adminCatalog', lang);
}

/** The catalogue editor's texts of the page being shown. */
export function useAdminCatalogText(): AdminCatalogText {
  return textsOf('adminCatalog', useLang());
}
