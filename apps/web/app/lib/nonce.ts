import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current response. `entry.server.tsx` provides it; in the browser it is empty
 * because scripts added after load are not inline.
 */
export const NonceContext = createContext('');

/** The nonce every inline script of the page must carry. */
export function useNonce(): string {
  return useContext(NonceContext);
}
