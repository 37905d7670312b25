/** The favourites page: product cards, each with its remove button, or the way to the catalogue. */
import type { Product } from '@polotno/domain';
import { Form, Link, useNavigation } from 'react-router';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { SubmitButton } from '../../components/form/form-parts';
import { ProductCard } from '../catalog/product-card';
import { toProductCard } from '../catalog/product-card-data';
import { useOrdersText } from '../orders/orders.i18n';

/**
 * Spec §4: a removed favourite disappears at once; should the removal fail, the list read again after the
 * action brings it back beside the error.
 */
export function FavouritesList({ items }: { items: { id: number; product: Product | null }[] }) {
  const t = useOrdersText();
  const lang = useLang();
  const navigation = useNavigation();
  const removing = navigation.formData?.get('productId');
  const shown = items.filter((item) => String(item.id) !== removing);
  if (shown.length === 0) {
    return (
      <div className="space-y-4 rounded-2xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
        <p className="text-gray-600 dark:text-gray-300">{t.noSaved}</p>
        <Link to={pagePath('catalog', lang)} className="button-primary">
          {t.toCatalog}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {shown.map(({ id, product }) => {
        const intent = `remove-${id}`;
        return (
          <li key={id} className="flex flex-col gap-2" data-testid="saved-item">
            {product ? (
              <ProductCard product={toProductCard(product)} level={2} />
            ) : (
              <p className="flex flex-1 items-center rounded-xl border border-gray-200 p-4 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-300">
                {t.savedGone(id)}
              </p>
            )}
            <Form method="post">
              <fieldset>
                <legend className="sr-only">{product?.name ?? t.savedGone(id)}</legend>
                <input type="hidden" name="intent" value={intent} />
                <input type="hidden" name="productId" value={id} />
                <SubmitButton intent={intent} labels={t.removeSaved} className="button-secondary w-full" />
              </fieldset>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
