/**
 * schema.org structured data (JSON-LD) of the shop's pages: Product with its Offer, BreadcrumbList,
 * Organization, NewsArticle and BlogPosting. Every address in it is absolute on the public origin.
 */
import type { Image, Lang, Product } from '@polotno/domain';

type Ld = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const SHOP_NAME = 'Polotno';

/** UN/CEFACT codes of the units a price may be given per (the catalogue's default is the kilogram). */
const UNIT_CODES: Readonly<Record<string, string>> = {
  kg: 'KGM',
  кг: 'KGM',
  m: 'MTR',
  м: 'MTR',
  m2: 'MTK',
  'м²': 'MTK',
  pcs: 'H87',
  шт: 'H87',
};

/** `path` (or an already absolute address) on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return origin ? new URL(path, origin).href : path;
}

/** The largest rendition of an image: a search engine should see the picture at its best. */
function largestSource(image: Image): string {
  if (!image.srcset) return image.src;
  const candidates = image.srcset.split(',').map((entry) => {
    const [url = '', width = '0w'] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) || 0 };
  });
  return candidates.reduce((best, candidate) => (candidate.width > best.width ? candidate : best)).url || image.src;
}

/** The shop itself, publisher of its articles and seller of its products. */
export function organizationLd(origin: string, description?: string): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': absoluteUrl(origin, '/#organization'),
    name: SHOP_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    ...(description ? { description } : {}),
  };
}

/**
 * A product with one Offer: the price per unit (kg) as a UnitPriceSpecification, in roubles, in stock
 * while rolls are left. The brand is the mill's own; the SKU is the article number.
 */
export function productLd(product: Product, origin: string, url: string, category: string | null): Ld {
  const images = [product.image, ...product.colors.flatMap((color) => color.images)]
    .filter((image): image is Image => image !== null)
    .map((image) => absoluteUrl(origin, largestSource(image)));
  const unitCode = UNIT_CODES[product.unit.toLowerCase()];
  const unit = unitCode ? { unitCode } : { unitText: product.unit };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    url,
    sku: product.art || String(product.id),
    ...(product.shortDescription || product.description
      ? { description: product.shortDescription || product.description }
      : {}),
    image: [...new Set(images)],
    brand: { '@type': 'Brand', name: SHOP_NAME },
    ...(category ? { category } : {}),
    ...(product.composition ? { material: product.composition } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'RUB',
      availability: product.count > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', '@id': absoluteUrl(origin, '/#organization'), name: SHOP_NAME },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.price,
        priceCurrency: 'RUB',
        ...unit,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, ...unit },
      },
    },
  };
}

/** The trail of a page, from Home: each step's name and absolute address. */
export function breadcrumbLd(items: { name: string; url: string }[]): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** A news item (NewsArticle) or a blog post (BlogPosting), published by the shop. */
export function articleLd(
  kind: 'news' | 'blog',
  post: { title: string; excerpt: string; publishedAt: string; cover: Image | null; lang: Lang },
  origin: string,
  url: string,
): Ld {
  const publisher = {
    '@type': 'Organization',
    '@id': absoluteUrl(origin, '/#organization'),
    name: SHOP_NAME,
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') },
  };
  return {
    '@context': CONTEXT,
    '@type': kind === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: post.title.slice(0, 110),
    ...(post.excerpt ? { description: post.excerpt } : {}),
    datePublished: post.publishedAt,
    inLanguage: post.lang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.cover ? { image: [absoluteUrl(origin, largestSource(post.cover))] } : {}),
    author: publisher,
    publisher,
  };
}
