import { Link } from 'react-router';
import { langOf } from '../../lib/text-lang';
import { pagePath, useLang } from '../../lib/use-lang';
import { useCatalogText } from './catalog.i18n';
import { formatNumber } from './catalog-format';
import { ResponsiveImage } from '../../components/responsive-image';
import type { ProductCardData } from './product-card-data';

// Cards sit in a grid of 2 columns on phones, 3 on tablets and 4 on wide screens.
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';

/** A product in a listing: picture, name, composition, density, width, price per kg and stock in rolls. */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const lang = useLang();
  const t = useCatalogText();
  const badge = product.bestseller
    ? t.bestseller
    : product.latest
      ? t.latest
      : product.recommended
        ? t.recommended
        : null;
  const specs = [
    product.weight !== null ? `${product.weight} ${t.gsm}` : null,
    product.width !== null ? `${product.width} ${t.cm}` : null,
  ].filter(Boolean);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md dark:border-gray-800 dark:bg-gray-900">
      <div className="relative">
        <ResponsiveImage
          image={product.image}
          alt=""
          sizes={CARD_SIZES}
          priority={priority}
          className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {badge && (
          <span className="absolute top-2 left-2 rounded-md bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">
            {badge}
          </span>
        )}
        {product.colors.length > 1 && (
          <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs text-gray-700 dark:bg-gray-950/80 dark:text-gray-200">
            <span className="flex -space-x-1" aria-hidden>
              {product.colors.slice(0, 4).map((color) => (
                <span
                  key={color.id}
                  className="size-3 rounded-full border border-white dark:border-gray-900"
                  style={{ backgroundColor: color.hex ?? '#d1d5db' }}
                />
              ))}
            </span>
            {t.colors(product.colors.length)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 lang={langOf(product, 'name')} className="font-medium text-gray-900 dark:text-white">
          <Link to={pagePath('product', lang, { id: String(product.id) })} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <p lang={langOf(product, 'composition')} className="line-clamp-2 text-sm text-gray-600 dark:text-gray-400">
          {product.composition}
        </p>
        {specs.length > 0 && <p className="text-sm text-gray-500 dark:text-gray-400">{specs.join(' · ')}</p>}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 pt-2">
          <p className="text-lg font-semibold text-gray-900 dark:text-white">
            {formatNumber(product.price)}{' '}
            <span className="text-sm font-normal text-gray-500 dark:text-gray-400">
              {product.unit === 'kg' ? t.perKg : t.perUnit(product.unit)}
            </span>
          </p>
          <p
            className={`text-xs font-medium ${product.count > 0 ? 'text-primary-700 dark:text-primary-400' : 'text-gray-500'}`}
          >
            {product.count > 0 ? t.stock(product.count) : t.outOfStock}
          </p>
        </div>
      </div>
    </article>
  );
}

/** Cards in the catalogue's responsive grid; the first row loads eagerly. */
export function ProductGrid({ products, eager = 0 }: { products: ProductCardData[]; eager?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
