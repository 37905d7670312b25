/** The header search's suggestions, fetched as the visitor types (features/catalog/search-form.tsx). */
import { findSuggestions } from '../features/catalog/search-suggest.server';
import type { Route } from './+types/search-suggest';

export function loader({ context, request }: Route.LoaderArgs) {
  return findSuggestions(context, request);
}
