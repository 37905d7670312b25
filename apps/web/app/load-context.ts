import type { WebLoadContext } from '@polotno/domain';

// The server (apps/api/src/plugins/web.ts) passes a WebLoadContext to every loader and action.
declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: WebLoadContext['cspNonce'];
    callApi?: WebLoadContext['callApi'];
  }
}
