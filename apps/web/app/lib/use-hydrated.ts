import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Controls that only JavaScript can make
 * useful (auto-submit, disabling a button until a rule holds) switch on with it, so that the page
 * stays fully usable before scripts load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
