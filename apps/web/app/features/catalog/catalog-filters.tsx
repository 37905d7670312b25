import type { Category, Facets } from '@polotno/domain';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { useCatalogText } from './catalog.i18n';
import { LIST_FILTERS, type CatalogState, type ListFilter } from './catalog-query';

/** Values shown before "more" opens the rest of a long facet. */
const VISIBLE_VALUES = 8;
export const FILTER_FORM_ID = 'catalog-filters';

/**
 * The catalogue's filters as a GET form: the URL is the filter state. Each value shows how many products
 * it would leave (the API's facet counts). With JavaScript a change applies at once; before it loads,
 * the "Show" button submits.
 */
export function CatalogFilters({
  state,
  facets,
  categories,
}: {
  state: CatalogState;
  facets: Facets;
  categories: Category[];
}) {
  const t = useCatalogText();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));

  return (
    <Form
      id={FILTER_FORM_ID}
      method="get"
      action={pathname}
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      className="space-y-5"
    >
      {state.search && <input type="hidden" name="search" value={state.search} />}
      {state.section && <input type="hidden" name="section" value={state.section} />}
      <label className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm font-medium dark:border-gray-800 dark:bg-gray-900">
        <input
          type="checkbox"
          name="inStock"
          value="true"
          defaultChecked={state.inStock}
          className="size-4 accent-primary-700"
        />
        {t.inStock}
      </label>
      {LIST_FILTERS.map((name) => (
        <FacetGroup
          key={name}
          name={name}
          values={facets[name]}
          selected={state.filters[name]}
          label={(value) => (name === 'category' ? (categoryName.get(value) ?? value) : value)}
        />
      ))}
      <div className="flex gap-2">
        {!hydrated && (
          <button type="submit" className="button-primary flex-1">
            {t.apply}
          </button>
        )}
        <Link to={pathname} preventScrollReset className="button-secondary flex-1">
          {t.reset}
        </Link>
      </div>
    </Form>
  );
}

function FacetGroup({
  name,
  values,
  selected,
  label,
}: {
  name: ListFilter;
  values: Facets[ListFilter];
  selected: string[];
  label: (value: string) => string;
}) {
  const t = useCatalogText();
  // A chosen value that no longer matches anything still shows, so it can be unticked.
  const shown: { value: string; count: number; hex?: string | null }[] = [
    ...values,
    ...selected.filter((value) => !values.some((facet) => facet.value === value)).map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  const title = t.filterGroups[name];
  const first = shown.slice(0, VISIBLE_VALUES);
  const rest = shown.slice(VISIBLE_VALUES);
  const restOpen = rest.some((facet) => selected.includes(facet.value));

  if (name === 'color') {
    return (
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-white">{title}</legend>
        <div className="flex flex-wrap gap-1.5">
          {shown.map((facet) => (
            <label
              key={facet.value}
              title={`${facet.value} (${facet.count})`}
              className="flex cursor-pointer items-center gap-1.5 rounded-full border border-gray-200 bg-white py-1 pr-2.5 pl-1 text-xs text-gray-700 has-checked:border-primary-600 has-checked:bg-primary-50 has-checked:text-primary-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:has-checked:bg-primary-950 dark:has-checked:text-primary-100"
            >
              <input
                type="checkbox"
                name={name}
                value={facet.value}
                defaultChecked={selected.includes(facet.value)}
                className="sr-only"
              />
              <span
                aria-hidden
                className="size-5 rounded-full border border-gray-300 dark:border-gray-600"
                style={{ backgroundColor: facet.hex ?? '#e5e7eb' }}
              />
              {facet.value}
              <span className="text-gray-400">{facet.count}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const option = (facet: { value: string; count: number }) => (
    <li key={facet.value}>
      <label className="flex cursor-pointer items-start gap-2.5 py-1 text-sm text-gray-700 hover:text-gray-950 dark:text-gray-300 dark:hover:text-white">
        <input
          type="checkbox"
          name={name}
          value={facet.value}
          defaultChecked={selected.includes(facet.value)}
          className="mt-0.5 size-4 shrink-0 accent-primary-700"
        />
        <span className="flex-1">
          {label(facet.value)}
          {name === 'weight' ? ` ${t.gsm}` : ''}
        </span>
        <span className="text-xs text-gray-400 tabular-nums">{facet.count}</span>
      </label>
    </li>
  );

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-white">{title}</legend>
      <ul>{first.map(option)}</ul>
      {rest.length > 0 && (
        <details open={restOpen} className="group">
          <summary className="cursor-pointer list-none py-1 text-sm font-medium text-primary-700 group-open:hidden dark:text-primary-400 [&::-webkit-details-marker]:hidden">
            {t.more(rest.length)}
          </summary>
          <ul>{rest.map(option)}</ul>
        </details>
      )}
    </fieldset>
  );
}
