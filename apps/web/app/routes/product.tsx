import { data } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { RouteErrorBoundary } from '../components/error-page';
import { JsonLd } from '../components/json-ld';
import { catalogText } from '../features/catalog/catalog.i18n';
import { formatNumber } from '../lib/format';
import { findCategories, findCharacteristics, getProduct } from '../features/catalog/catalog.server';
import { characteristicTablesPart } from '../features/catalog/characteristic-tables-part';
import { ColorChoice, ProductGallery } from '../features/catalog/product-details';
import { addToCart } from '../features/cart/cart.server';
import { productOrderPart } from '../features/orders/product-order-part';
import { FavouriteToggle } from '../features/favourites/favourite-toggle';
import { findSavedState, toggleSaved } from '../features/favourites/favourites.server';
import { findProductLots } from '../features/rolls/rolls.server';
import { absoluteUrl, productLd } from '../lib/structured-data';
import { ApiError } from '../lib/api.server';
import { langFromPath, langOf, useLang } from '../lib/locale';
import { pageMeta } from '../lib/meta';
import { usePublicOrigin } from '../lib/seo';
import { useDictionary } from '../lib/i18n';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/product';

// A product that cannot exist is titled as the not-found page it shows.
export const meta: Route.MetaFunction = ({ location, matches, error, loaderData }) => {
  if (error || !loaderData) return pageMeta('notFound', { location, matches });
  const { product } = loaderData;
  const t = catalogText(langFromPath(location.pathname));
  const facts = [product.composition, product.weight ? `${product.weight} ${t.gsm}` : '', `${product.price} ${t.perKg}`]
    .filter(Boolean)
    .join(', ');
  return [
    { title: `${product.name} — Polotno` },
    {
      name: 'description',
      content: (langOf(product, 'shortDescription') ? '' : product.shortDescription) || `${product.name}: ${facts}`,
    },
    { property: 'og:title', content: product.name },
    ...(product.image ? [{ property: 'og:image', content: product.image.src }] : []),
  ];
};

// Product ids are positive integers; any other id cannot name a product.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const product = await getProduct(context, request, Number(params.id));
    const [categories, groups, saved, lots] = await Promise.all([
      findCategories(context, request),
      findCharacteristics(context, request, product.categoryId),
      findSavedState(context, request, product.id),
      findProductLots(context, request, product.id),
    ]);
    const category = categories.find((item) => item.id === product.categoryId) ?? null;
    return { product, category, groups, saved, lots };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

// The ordering forms: rolls into the cart, or the favourite toggle. A visitor is sent to log in first.
export async function action({ context, request, params }: Route.ActionArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get('intent') === 'add-to-cart') return addToCart(context, request, form, Number(params.id));
  return toggleSaved(context, request, form, Number(params.id));
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, category, groups, saved, lots } = loaderData;
  const lang = useLang();
  const t = catalogText(lang);
  const dictionary = useDictionary();
  const catalog = pagePath('catalog', lang);
  const origin = usePublicOrigin();
  const url = absoluteUrl(origin, pagePath('product', lang, { id: String(product.id) }));
  return (
    <article className="space-y-8">
      <JsonLd data={import.meta.env.SSR ? productLd(product, origin, url, category?.name ?? null) : undefined} />
      <Breadcrumbs
        page="product"
        tail={[
          ...(category
            ? [
                {
                  label: category.name,
                  to: `${catalog}?category=${encodeURIComponent(category.id)}`,
                  lang: langOf(category, 'name'),
                },
              ]
            : []),
          { label: product.name, lang: langOf(product, 'name') },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} />
        <div className="space-y-6">
          <header className="space-y-2">
            <p className="text-sm text-gray-500 dark:text-gray-400">
              {category ? <span lang={langOf(category, 'name')}>{category.name}</span> : dictionary.pages.catalog.title}{' '}
              · {t.article} {product.art}
            </p>
            <h1
              lang={langOf(product, 'name')}
              className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white"
            >
              {product.name}
            </h1>
            <p className="text-gray-600 dark:text-gray-300">
              {product.composition && <span lang={langOf(product, 'composition')}>{product.composition}</span>}
              {[product.weight ? `${product.weight} ${t.gsm}` : '', product.width ? `${product.width} ${t.cm}` : '']
                .filter(Boolean)
                .map((fact, position) => (position > 0 || product.composition ? ` · ${fact}` : fact))
                .join('')}
            </p>
          </header>
          <div className="flex flex-wrap items-end justify-between gap-3 border-y border-gray-200 py-4 dark:border-gray-800">
            <p className="text-3xl font-semibold text-gray-900 dark:text-white">
              {formatNumber(product.price)}{' '}
              <span className="text-base font-normal text-gray-500">
                {product.unit === 'kg' ? t.perKg : t.perUnit(product.unit)}
              </span>
            </p>
            <div className="text-right text-sm">
              <p className={product.count > 0 ? 'font-medium text-primary-700 dark:text-primary-400' : 'text-gray-500'}>
                {product.count > 0 ? t.stock(product.count) : t.outOfStock}
              </p>
              <p className="text-gray-500 dark:text-gray-400">{t.wholesaleNote}</p>
            </div>
          </div>
          <ColorChoice product={product} />
          <productOrderPart.Part
            product={product}
            favourite={saved === null ? null : <FavouriteToggle saved={saved} />}
            result={actionData}
            lots={lots}
          />
        </div>
      </div>
      <characteristicTablesPart.Part product={product} groups={groups} />
      {product.description && (
        <section className="max-w-3xl space-y-3">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t.description}</h2>
          <p lang={langOf(product, 'description')} className="whitespace-pre-line text-gray-700 dark:text-gray-300">
            {product.description}
          </p>
        </section>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
