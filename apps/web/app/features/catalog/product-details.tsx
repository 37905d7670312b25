import type { Product } from '@polotno/domain';
import { Link, useSearchParams } from 'react-router';
import { langOf } from '../../lib/locale';
import { useCatalogText } from './catalog.i18n';
import { ResponsiveImage } from '../../components/responsive-image';

/** The colour chosen in the URL (`?color=<id>`), else the first one. */
export function useSelectedColor(product: Product) {
  const [params] = useSearchParams();
  const id = Number(params.get('color'));
  return product.colors.find((color) => color.id === id) ?? product.colors[0] ?? null;
}

// Display widths of the gallery: half of the 1280 px page (less padding and gap) on wide screens, the
// screen less its padding on phones; the extra pictures are a fifth of that. The browser multiplies by the
// screen's density, so a phone at 2× gets the 768 px file, a wide screen at 2× the 1280 px one.
const MAIN_SIZES = '(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), calc(100vw - 32px)';
const THUMB_SIZES = '(min-width: 1280px) 110px, (min-width: 1024px) 10vw, 20vw';

/** The product's pictures: the chosen colour's images, large, with the colours as thumbnails below. */
export function ProductGallery({ product }: { product: Product }) {
  const t = useCatalogText();
  const color = useSelectedColor(product);
  const image = color?.images[0] ?? product.image;
  return (
    <section aria-label={t.gallery} className="space-y-3">
      <div className="overflow-hidden rounded-2xl border border-gray-200 dark:border-gray-800">
        <ResponsiveImage
          image={image}
          alt={color ? `${product.name} — ${color.name}` : product.name}
          sizes={MAIN_SIZES}
          priority
          className="aspect-square w-full"
        />
      </div>
      {color && color.images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {color.images.slice(1).map((extra) => (
            <li key={extra.src}>
              <ResponsiveImage image={extra} alt="" sizes={THUMB_SIZES} className="aspect-square w-full rounded-lg" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Colour choice as links, so the choice is in the URL and works before JavaScript loads. */
export function ColorChoice({ product }: { product: Product }) {
  const t = useCatalogText();
  const selected = useSelectedColor(product);
  if (product.colors.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900 dark:text-white">
        {t.color}:{' '}
        <span
          lang={selected ? langOf(selected, 'name') : undefined}
          className="font-normal text-gray-600 dark:text-gray-300"
        >
          {selected?.name}
        </span>
      </legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {product.colors.map((color) => (
          <li key={color.id}>
            <Link
              to={`?color=${color.id}`}
              replace
              preventScrollReset
              aria-label={color.name}
              title={color.name}
              lang={langOf(color, 'name')}
              aria-current={color.id === selected?.id ? 'true' : undefined}
              className="block size-10 overflow-hidden rounded-full border-2 border-white shadow ring-1 ring-gray-300 aria-[current=true]:ring-2 aria-[current=true]:ring-primary-600 dark:border-gray-900 dark:ring-gray-600"
              style={{ backgroundColor: color.hex ?? '#e5e7eb' }}
            >
              {/* The colour's own picture (photo or knit swatch) over its flat colour. */}
              {color.images[0] && <ResponsiveImage image={color.images[0]} alt="" sizes="40px" className="size-full" />}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
