import type { User } from '@polotno/domain';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

/** The signed-in user of the page being shown, or null for a visitor (read by the root loader). */
export function useUser(): User | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
}
