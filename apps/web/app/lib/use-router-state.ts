import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, type RouterState } from 'react-router';

/**
 * The router's state the moment it changes. React Router hands its state to React inside
 * `startTransition`, and a transition waits for any Suspense boundary left unhydrated, so `useNavigation()`
 * may show a navigation's "loading" late or never (docs/decisions/011). Read through `useSyncExternalStore`,
 * a change renders at once (only the components reading it). The router comes from React Router's
 * data-router context (exported as UNSAFE_, the one way to reach the router instance in framework mode).
 */
export function useRouterState(): RouterState | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router ?? null;
  const subscribe = useCallback(
    (listener: () => void) => (router ? router.subscribe(() => listener()) : () => {}),
    [router],
  );
  const read = () => router?.state ?? null;
  return useSyncExternalStore(subscribe, read, read);
}
