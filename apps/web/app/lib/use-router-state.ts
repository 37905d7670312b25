import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, type RouterState } from 'react-router';

/**
 * The router's state the moment it changes. React Router hands its state to React inside
 * `startTransition`, so `useNavigation()` shows a navigation's "loading" only if React commits that
 * transition before the navigation ends — it does not here, so the loading bar, the build check and the
 * save toasts would never see a navigation under way. Read through `useSyncExternalStore`, a change renders
 * at once (only the few components reading it). The router comes from React Router's data-router context,
 * exported as unsafe but the documented way to reach the router instance in framework mode.
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
