import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { jsonLdText } from '../lib/seo';

/**
 * Structured data for search engines (schema.org as JSON-LD). A data block is never executed, so the
 * page's CSP does not apply to it and it needs no nonce; `jsonLdText` keeps its text inside the element.
 *
 * Only the server builds it: callers pass `import.meta.env.SSR ? builder(…) : undefined`, so the browser's
 * bundle carries no builder (docs/decisions/006). In the browser the block hydrates as it is (React does
 * not compare a `dangerouslySetInnerHTML` it hydrates) and disappears once the page shows another address,
 * where it would describe the wrong thing; a page rendered in the browser has none.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | undefined }) {
  const { pathname } = useLocation();
  const hydrating = useSyncExternalStore(subscribeNever, notHydrating, isHydrating);
  // The address this block was server-rendered for; null when it is first rendered in the browser. Asked of
  // React, not of the root's `data-hydrated` mark: a block inside a Suspense boundary (the error page's
  // breadcrumbs) hydrates in a later pass, after the root has set the mark.
  const [hydratedAt] = useState(() => (hydrating ? pathname : null));
  if (import.meta.env.SSR) {
    return data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} /> : null;
  }
  if (hydratedAt !== pathname) return null;
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

// React reads the server snapshot while hydrating and the client one for every other render.
const subscribeNever = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;
