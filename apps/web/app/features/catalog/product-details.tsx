import type { Characteristics, Product } from '@polotno/domain';
import { Heart, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUser } from '../accounts/use-user';
import { useCatalogText } from './catalog.i18n';
import { formatNumber, formatRoubles, ROLL_KG, rollEstimate } from './catalog-format';
import { ProductImage } from './product-image';

const MAX_ROLLS = 999;

/** The colour chosen in the URL (`?color=<id>`), else the first one. */
export function useSelectedColor(product: Product) {
  const [params] = useSearchParams();
  const id = Number(params.get('color'));
  return product.colors.find((color) => color.id === id) ?? product.colors[0] ?? null;
}

/** The product's pictures: the chosen colour's images, large, with the colours as thumbnails below. */
export function ProductGallery({ product }: { product: Product }) {
  const t = useCatalogText();
  const color = useSelectedColor(product);
  const image = color?.images[0] ?? product.image;
  return (
    <section aria-label={t.gallery} className="space-y-3">
      <div className="overflow-hidden rounded-2xl border border-gray-200 dark:border-gray-800">
        <ProductImage
          image={image}
          alt={color ? `${product.name} — ${color.name}` : product.name}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority
          className="aspect-square w-full"
        />
      </div>
      {color && color.images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {color.images.slice(1).map((extra) => (
            <li key={extra.src}>
              <ProductImage image={extra} alt="" sizes="120px" className="aspect-square w-full rounded-lg" />
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
        {t.color}: <span className="font-normal text-gray-600 dark:text-gray-300">{selected?.name}</span>
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
              aria-current={color.id === selected?.id ? 'true' : undefined}
              className="block size-10 rounded-full border-2 border-white shadow ring-1 ring-gray-300 aria-[current=true]:ring-2 aria-[current=true]:ring-primary-600 dark:border-gray-900 dark:ring-gray-600"
              style={{ backgroundColor: color.hex ?? '#e5e7eb' }}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Spec: a roll weighs 20–25 kg, so the cost of N rolls is a band; the visitor picks N. */
export function RollEstimate({ product }: { product: Product }) {
  const t = useCatalogText();
  const [rolls, setRolls] = useState(1);
  const band = rollEstimate(product, rolls);
  return (
    <div className="rounded-xl bg-gray-50 p-4 dark:bg-gray-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-gray-900 dark:text-white">{t.estimateTitle}</p>
        <label className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
          {t.rolls}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ROLLS}
            value={rolls}
            onChange={(event) => {
              const value = Number.parseInt(event.target.value, 10);
              setRolls(Number.isFinite(value) ? Math.min(MAX_ROLLS, Math.max(1, value)) : 1);
            }}
            className="h-9 w-20 rounded-lg border border-gray-300 bg-white px-2 text-right text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
          />
        </label>
      </div>
      <p className="mt-2 text-lg font-semibold text-gray-900 tabular-nums dark:text-white">
        {formatRoubles(band.minCost)} – {formatRoubles(band.maxCost)}
      </p>
      <p className="text-sm text-gray-600 tabular-nums dark:text-gray-400">
        {rolls} × {ROLL_KG.min}…{ROLL_KG.max} {t.kg} = {band.minKg}…{band.maxKg} {t.kg} × {formatNumber(product.price)}{' '}
        ₽
      </p>
      <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{t.estimateNote}</p>
    </div>
  );
}

/**
 * "Add to cart" and "favourite". Visitors are asked to log in first (links to the login popup); for
 * signed-in customers the buttons are wired to the cart and favourites API, which lives with the orders pages.
 */
export function BuyButtons() {
  const t = useCatalogText();
  const user = useUser();
  if (user) return null;
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Link to="?popup=login" preventScrollReset className="button-primary h-11 flex-1 text-base">
          <ShoppingCart aria-hidden className="size-5" />
          {t.addToCart}
        </Link>
        <Link
          to="?popup=login"
          preventScrollReset
          aria-label={t.favourite}
          title={t.favourite}
          className="button-secondary h-11"
        >
          <Heart aria-hidden className="size-5" />
        </Link>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.loginToBuy}</p>
    </div>
  );
}

/** Characteristics split into the category's main and extra groups (spec §3). */
export function CharacteristicTables({ product, groups }: { product: Product; groups: Characteristics }) {
  const t = useCatalogText();
  const mainNames = new Set(groups.main.map((entry) => entry.name));
  const basics = [
    { name: t.composition, value: product.composition },
    { name: t.canvas, value: product.canvas },
    { name: t.weight, value: product.weight !== null ? `${product.weight} ${t.gsm}` : '' },
    { name: t.width, value: product.width !== null ? `${product.width} ${t.cm}` : '' },
    { name: t.article, value: product.art },
  ].filter((row) => row.value);
  const basicNames = new Set(basics.map((row) => row.name));
  const rest = product.characteristics.filter((row) => !basicNames.has(row.name));
  const main = [...basics, ...rest.filter((row) => mainNames.has(row.name))];
  const extra = rest.filter((row) => !mainNames.has(row.name));
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <CharacteristicTable title={t.mainCharacteristics} rows={main} />
      {extra.length > 0 && <CharacteristicTable title={t.extraCharacteristics} rows={extra} />}
    </div>
  );
}

function CharacteristicTable({ title, rows }: { title: string; rows: { name: string; value: string }[] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <dl className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
        {rows.map((row) => (
          <div key={row.name} className="grid grid-cols-2 gap-3 py-2">
            <dt className="text-gray-500 dark:text-gray-400">{row.name}</dt>
            <dd className="text-gray-900 dark:text-gray-100">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
