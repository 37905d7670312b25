/**
 * WooCommerce REST v3 (+ WPML/WCML or Polylang, + ACF) → our catalogue, as spec §3 and
 * reference/woocommerce.md §8 say. Pure functions: every quirk of the real responses is handled here
 * (string prices and ids, `acf: false`, entities in names, drafts with null dates, one-language products…).
 */
import type { StoredCharacteristic } from '@polotno/db';
import type { Lang } from '@polotno/domain';
import { decodeHTML } from 'entities';
import { z } from 'zod';
import type { ImportedCategory, ImportedProduct } from '../catalog/catalog.module.ts';

/** The parts of a WooCommerce product we read; everything else passes untouched. Loose on purpose. */
const WooImageSchema = z.looseObject({ src: z.string(), name: z.string().nullish(), alt: z.string().nullish() });
const WooTermRefSchema = z.looseObject({ id: z.coerce.number().int() });
const WooMetaSchema = z.looseObject({ key: z.string(), value: z.unknown() });
const WooAttributeSchema = z.looseObject({ name: z.string(), options: z.array(z.coerce.string()).catch([]) });

export const WooProductSchema = z.looseObject({
  id: z.coerce.number().int(),
  name: z.string().catch(''),
  type: z.string().catch('simple'),
  status: z.string().catch('draft'),
  parent_id: z.coerce.number().int().catch(0),
  description: z.string().nullish(),
  short_description: z.string().nullish(),
  sku: z.string().nullish(),
  price: z.union([z.string(), z.number()]).nullish(),
  date_created_gmt: z.string().nullish(),
  date_modified_gmt: z.string().nullish(),
  categories: z.array(WooTermRefSchema).catch([]),
  images: z.array(WooImageSchema).catch([]),
  attributes: z.array(WooAttributeSchema).catch([]),
  meta_data: z.array(WooMetaSchema).catch([]),
  acf: z.unknown().optional(),
  lang: z.unknown().optional(),
  translations: z.unknown().optional(),
  wpml_translations: z.unknown().optional(),
});
export type WooProduct = z.infer<typeof WooProductSchema>;

export const WooCategorySchema = z.looseObject({
  id: z.coerce.number().int(),
  name: z.string().catch(''),
  slug: z.string().catch(''),
  menu_order: z.coerce.number().int().catch(0),
  image: z.looseObject({ src: z.string() }).nullish().catch(null),
  lang: z.unknown().optional(),
  translations: z.unknown().optional(),
});
export type WooCategory = z.infer<typeof WooCategorySchema>;

/** Translations in any of the shapes seen: WCML `{ru: "1001"}`, Polylang `{ru: 1001}`, `[]`, WPML REST API `[{locale, id}]`. */
export function normalizeTranslations(
  item: { id: number; translations?: unknown; wpml_translations?: unknown },
  lang: Lang,
) {
  const result: Partial<Record<Lang, number>> = { [lang]: item.id };
  const put = (code: unknown, id: unknown) => {
    const key = String(code).toLowerCase().slice(0, 2);
    const value = Number(id);
    if ((key === 'ru' || key === 'uz') && Number.isInteger(value) && value > 0) result[key] = value;
  };
  if (item.translations && typeof item.translations === 'object' && !Array.isArray(item.translations)) {
    for (const [code, id] of Object.entries(item.translations)) put(code, id);
  }
  if (Array.isArray(item.wpml_translations)) {
    for (const entry of item.wpml_translations) {
      if (entry && typeof entry === 'object')
        put((entry as { locale?: unknown }).locale, (entry as { id?: unknown }).id);
    }
  }
  result[lang] = item.id; // self always wins: the list it came from says its language
  return result;
}

/** HTML of a WooCommerce text field to plain text: paragraphs become line breaks, tags go, entities decode. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*p\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHTML(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** A field of an ACF group: `acf.group.name` when `acf` is an object, else the raw `group_name` meta. */
function acfField(product: WooProduct, group: string, name: string): unknown {
  const acf = product.acf;
  if (acf && typeof acf === 'object' && !Array.isArray(acf)) {
    const block = (acf as Record<string, unknown>)[group];
    if (block && typeof block === 'object' && name in block) return (block as Record<string, unknown>)[name];
  }
  return product.meta_data.find((meta) => meta.key === `${group}_${name}`)?.value;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const text = (value: unknown) =>
  typeof value === 'string' ? decodeHTML(value).trim() : typeof value === 'number' ? String(value) : '';

function grams(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(parsed) && parsed > 0 && parsed < 10_000 ? Math.round(parsed) : null;
}

function kopecks(price: string | number | null | undefined): number {
  const parsed = typeof price === 'number' ? price : Number.parseFloat(String(price ?? '').replace(',', '.'));
  return Number.isFinite(parsed) && parsed >= 0 && parsed < 21_000_000 ? Math.round(parsed * 100) : 0;
}

const isColorAttribute = (name: string) => /^(цвет|rang|color|colour)$/i.test(name.trim());
const isWidthAttribute = (name: string) => /^(ширина|eni|width)$/i.test(name.trim());

function slugify(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // a malformed percent sequence: keep the raw slug
  }
  return decoded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** Categories of both languages linked through their translations into one bilingual category each. */
export function mapCategories(ru: WooCategory[], uz: WooCategory[]): ImportedCategory[] {
  const uzById = new Map(uz.map((category) => [category.id, category]));
  const used = new Set<string>();
  const claimed = new Set<number>();
  const result: ImportedCategory[] = [];
  const uniqueSlug = (category: WooCategory, lang: Lang) => {
    let slug = slugify(category.slug) || `woo-${lang}-${category.id}`;
    if (used.has(slug)) slug = `${slug}-${category.id}`;
    used.add(slug);
    return slug;
  };
  for (const category of ru) {
    const link = normalizeTranslations(category, 'ru');
    const twin =
      (link.uz !== undefined ? uzById.get(link.uz) : undefined) ??
      uz.find((candidate) => normalizeTranslations(candidate, 'uz').ru === category.id);
    if (twin) claimed.add(twin.id);
    result.push({
      id: uniqueSlug(category, 'ru'),
      nameRu: text(category.name),
      nameUz: text(twin?.name ?? ''),
      image: category.image?.src
        ? { kind: 'url', src: category.image.src }
        : twin?.image?.src
          ? { kind: 'url', src: twin.image.src }
          : null,
      position: category.menu_order,
      wooIdRu: category.id,
      wooIdUz: twin?.id ?? null,
    });
  }
  for (const category of uz) {
    if (claimed.has(category.id)) continue;
    result.push({
      id: uniqueSlug(category, 'uz'),
      nameRu: '',
      nameUz: text(category.name),
      image: category.image?.src ? { kind: 'url', src: category.image.src } : null,
      position: category.menu_order,
      wooIdRu: null,
      wooIdUz: category.id,
    });
  }
  return result;
}

/** Colours are the unique image sources (spec §3), named from the alt text or the colour attribute. */
function colorsOf(product: WooProduct | undefined): { src: string; name: string }[] {
  if (!product) return [];
  const names = product.attributes.find((attribute) => isColorAttribute(attribute.name))?.options ?? [];
  const seen = new Set<string>();
  const unique: { src: string; name: string }[] = [];
  for (const image of product.images) {
    if (!image.src || seen.has(image.src)) continue;
    seen.add(image.src);
    const fromAlt = text(image.alt ?? '').split(/\s+[—–-]\s+/)[1] ?? '';
    const name = fromAlt || text(names[unique.length] ?? '');
    unique.push({ src: image.src, name: name ? name.charAt(0).toUpperCase() + name.slice(1) : '' });
  }
  return unique;
}

function mergeProduct(
  ru: WooProduct | undefined,
  uz: WooProduct | undefined,
  categoryFor: (lang: Lang, wooId: number) => string | null,
): ImportedProduct {
  const main = (ru ?? uz) as WooProduct;
  const published = (product: WooProduct | undefined) => product?.status === 'publish';
  // A translation still in draft is not shown: its language falls back to the main text.
  const uzText = uz && (published(uz) || !published(ru) || !ru) ? uz : undefined;
  const ruText = ru;
  const firstCategory = ru?.categories[0]
    ? categoryFor('ru', ru.categories[0].id)
    : uz?.categories[0]
      ? categoryFor('uz', uz.categories[0].id)
      : null;
  const ruColors = colorsOf(ru);
  const uzColors = colorsOf(uz);
  const colorSources = ruColors.length > 0 ? ruColors : uzColors;
  const characteristics: StoredCharacteristic[] = (main.attributes ?? []).map((attribute, index) => {
    const ruAttr = ru?.attributes[index];
    const uzAttr = uzText?.attributes[index];
    return {
      key: slugify(attribute.name) || `attribute-${index}`,
      name: { ru: text(ruAttr?.name ?? ''), uz: text(uzAttr?.name ?? '') },
      value: { ru: text(ruAttr?.options.join(', ') ?? ''), uz: text(uzAttr?.options.join(', ') ?? '') },
    };
  });
  const widthText = main.attributes.find((attribute) => isWidthAttribute(attribute.name))?.options[0];
  const created = main.date_created_gmt ?? main.date_modified_gmt;
  const createdAt = created ? new Date(`${created.replace(/Z$/, '')}Z`) : new Date();
  return {
    wooIdRu: ru?.id ?? null,
    wooIdUz: uz?.id ?? null,
    art: text(main.sku ?? ''),
    categoryId: firstCategory,
    nameRu: text(ruText?.name ?? ''),
    nameUz: text(uzText?.name ?? ''),
    descriptionRu: htmlToText(ruText?.description),
    descriptionUz: htmlToText(uzText?.description),
    shortDescriptionRu: htmlToText(ruText?.short_description),
    shortDescriptionUz: htmlToText(uzText?.short_description),
    type: main.type,
    priceKopecks: kopecks(main.price),
    canvasRu: ruText ? text(acfField(ruText, 'main_characteristics', 'canvas')) : '',
    canvasUz: uzText ? text(acfField(uzText, 'main_characteristics', 'canvas')) : '',
    compositionRu: ruText ? text(acfField(ruText, 'main_characteristics', 'composition')) : '',
    compositionUz: uzText ? text(acfField(uzText, 'main_characteristics', 'composition')) : '',
    weight: grams(acfField(main, 'main_characteristics', 'weight')),
    width: widthText ? grams(widthText) : null,
    characteristics,
    colors: colorSources.map((source, index) => ({
      nameRu: ruColors[index]?.name ?? '',
      nameUz: uzColors[index]?.name ?? '',
      images: [{ kind: 'url' as const, src: source.src }],
    })),
    show: published(main),
    bestseller: flag(acfField(main, 'product_type', 'bestseller')),
    recommended: flag(acfField(main, 'product_type', 'recommended')),
    latest: flag(acfField(main, 'product_type', 'latest')),
    createdAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
  };
}

/** Products of both languages joined into one bilingual product per translation group. */
export function mapProducts(ru: WooProduct[], uz: WooProduct[], categories: ImportedCategory[]): ImportedProduct[] {
  const byLang: Record<Lang, Map<number, string>> = {
    ru: new Map(categories.filter((c) => c.wooIdRu !== null).map((c) => [c.wooIdRu as number, c.id])),
    uz: new Map(categories.filter((c) => c.wooIdUz !== null).map((c) => [c.wooIdUz as number, c.id])),
  };
  const categoryFor = (lang: Lang, wooId: number) => byLang[lang].get(wooId) ?? null;
  // Variations can appear in lists and single reads; they are parts of a variable product, not products.
  const isProduct = (product: WooProduct) => product.type !== 'variation' && product.parent_id === 0;
  const ruProducts = ru.filter(isProduct);
  const uzProducts = uz.filter(isProduct);
  const uzById = new Map(uzProducts.map((product) => [product.id, product]));
  const ruIds = new Set(ruProducts.map((product) => product.id));
  const claimed = new Set<number>();
  const result: ImportedProduct[] = [];
  for (const product of ruProducts) {
    const link = normalizeTranslations(product, 'ru');
    let twin = link.uz !== undefined ? uzById.get(link.uz) : undefined;
    // Older WCML leaves the twin out of one side: look for a uz product that points back at this one.
    twin ??= uzProducts.find((candidate) => normalizeTranslations(candidate, 'uz').ru === product.id);
    if (twin) claimed.add(twin.id);
    result.push(mergeProduct(product, twin, categoryFor));
  }
  for (const product of uzProducts) {
    if (claimed.has(product.id)) continue;
    const link = normalizeTranslations(product, 'uz');
    if (link.ru !== undefined && ruIds.has(link.ru)) continue;
    result.push(mergeProduct(undefined, product, categoryFor));
  }
  return result;
}
