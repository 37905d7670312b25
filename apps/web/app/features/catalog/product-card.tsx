import { Link } from 'react-router';
import { pagePath } from '../../lib/pages';
import { useCatalogText } from './catalog.i18n';
import { formatNumber } from '../../lib/format';
import { ResponsiveImage } from '../../components/responsive-image';
import type { ProductCardData } from './product-card-data';
import { langOf, useLang } from '../../lib/locale';

// Cards sit in a grid of 2 columns on phones (less the page's padding and the gap), 3 on tablets and 4 on
// wide screens.
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, calc(50vw - 1.5rem)';
/** The widest picture a card can use: its widest display (a third of a tablet) at 2–3× density. */
const CARD_MAX_WIDTH = 1024;

/**
 * A product in a listing: picture, name, composition, density, width, price per kg and stock in rolls.
 * A listing repeats it dozens of times, so it is few elements with short classes (`product-card` in app.css).
 * Its name is a heading one level below the section it is listed in: `level` 2 where the cards follow the
 * page's title directly (headings may not skip a level).
 */
export function ProductCard({
  product,
  priority = false,
  level = 3,
}: {
  product: ProductCardData;
  priority?: boolean;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const lang = useLang();
  const t = useCatalogText();
  const specs = [
    product.weight !== null ? `${product.weight} ${t.gsm}` : null,
    product.width !== null ? `${product.width} ${t.cm}` : null,
  ].filter(Boolean);
  return (
    <article className="product-card">
      <ResponsiveImage
        image={product.image && { srcset: null, width: null, height: null, ...product.image }}
        alt=""
        sizes={CARD_SIZES}
        maxWidth={CARD_MAX_WIDTH}
        priority={priority}
      />
      {product.badge && <span className="card-badge">{t[product.badge]}</span>}
      {product.colorCount > 1 && (
        <span className="card-colors">
          {product.colors.map((hex, index) => (
            <i key={index} style={{ background: hex ?? '#d1d5db' }} />
          ))}
          {t.colors(product.colorCount)}
        </span>
      )}
      <div className="card-body">
        <Heading lang={langOf(product, 'name')}>
          <Link to={pagePath('product', lang, { id: String(product.id) })}>{product.name}</Link>
        </Heading>
        <p lang={langOf(product, 'composition')}>{product.composition}</p>
        {specs.length > 0 && <p>{specs.join(' · ')}</p>}
        <div className="card-foot">
          <p>
            {`${formatNumber(product.price)} `}
            <small>{product.unit === 'kg' ? t.perKg : t.perUnit(product.unit)}</small>
          </p>
          <p className={product.count > 0 ? 'in-stock' : undefined}>
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
