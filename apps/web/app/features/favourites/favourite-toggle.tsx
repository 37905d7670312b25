/** The product page's favourite toggle (spec §4), shown to a signed-in customer beside the cart's form. */
import { Form } from 'react-router';
import { Heart } from '../../components/icons/heart';
import { useBusy } from '../../components/form/form-parts';
import { useOrdersText } from '../orders/orders.i18n';

/** Adds to or removes from the favourites; the filled heart and the label say which state the product is in. */
export function FavouriteToggle({ saved }: { saved: boolean }) {
  const t = useOrdersText();
  const intent = saved ? 'unsave' : 'save';
  const busy = useBusy(intent);
  const labels = saved ? t.unsave : t.save;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        data-testid="saved-toggle"
        data-saved={saved}
        className="button-secondary h-11 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Heart aria-hidden className={`size-5 ${saved ? 'fill-red-500 text-red-500' : ''}`} />
        {busy ? labels[1] : labels[0]}
      </button>
      {saved && <span className="text-sm text-gray-600 dark:text-gray-300">{t.savedState}</span>}
    </Form>
  );
}
