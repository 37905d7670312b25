import type { Category, Facets } from '@polotno/domain';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { useCatalogText } from './catalog.i18n';
import { LIST_FILTERS, type CatalogState, type ListFilter } from './catalog-query';
import { langOf } from '../../lib/locale';

/** Values shown before "more" opens the rest of a long facet. */
const VISIBLE_VALUES = 8;
/** Colours shown before "more": chips, several to a line. */
const VISIBLE_COLORS = 12;
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
  // A category name left untranslated is marked with its language; a translated one stays plain text.
  const categoryName = new Map<string, ReactNode>(
    categories.map((category) => {
      const lang = langOf(category, 'name');
      return [category.id, lang ? <span lang={lang}>{category.name}</span> : category.name];
    }),
  );

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
  label: (value: string) => ReactNode;
}) {
  const t = useCatalogText();
  // A chosen value that no longer matches anything still shows, so it can be unticked.
  const shown: { value: string; count: number; hex?: string | null }[] = [
    ...values,
    ...selected.filter((value) => !values.some((facet) => facet.value === value)).map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  const color = name === 'color';
  const visible = color ? VISIBLE_COLORS : VISIBLE_VALUES;
  const first = shown.slice(0, visible);
  const rest = shown.slice(visible);
  const restOpen = rest.some((facet) => selected.includes(facet.value));

  // One label per value, its parts styled from its class (app.css): a long facet repeats it dozens of times.
  const option = (facet: { value: string; count: number; hex?: string | null }) =>
    color ? (
      <label key={facet.value} className="color-option" title={`${facet.value} (${facet.count})`}>
        <input type="checkbox" name={name} value={facet.value} defaultChecked={selected.includes(facet.value)} />
        <i style={{ background: facet.hex ?? '#e5e7eb' }} />
        {facet.value}
        <small>{facet.count}</small>
      </label>
    ) : (
      <label key={facet.value} className="filter-option">
        <input type="checkbox" name={name} value={facet.value} defaultChecked={selected.includes(facet.value)} />
        {name === 'weight' ? `${facet.value} ${t.gsm}` : label(facet.value)}
        <small>{facet.count}</small>
      </label>
    );
  const list = (facets: typeof shown) =>
    color ? <div className="color-options">{facets.map(option)}</div> : facets.map(option);

  return (
    <fieldset className="filter-group">
      <legend>{t.filterGroups[name]}</legend>
      {list(first)}
      {rest.length > 0 && (
        // The rest of a long facet opens without JavaScript; it starts open when one of its values is chosen.
        <details open={restOpen} className="filter-more">
          <summary>{t.more(rest.length)}</summary>
          {list(rest)}
        </details>
      )}
    </fieldset>
  );
}
