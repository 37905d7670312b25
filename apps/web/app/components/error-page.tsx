import { lazy, Suspense, type ComponentType } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

export interface ErrorPageProps {
  status: number;
  /** The missing address, named on a "not found" page. */
  path?: string;
}

type Body = ComponentType<ErrorPageProps>;

// Pages load the error page's code only when they show an error (docs/decisions/006).
let loaded: Body | null = null;
const load = () =>
  import('./error-page-body').then((module) => {
    loaded = module.default;
    return module;
  });
const LazyBody = lazy(load);

/**
 * Loads the error page before hydration when the server's HTML shows one (entry.client.tsx), so it
 * hydrates with the page instead of being replaced by an empty fallback.
 */
export async function preloadErrorPage(): Promise<void> {
  if (document.querySelector('[data-error-page]')) await load();
}

/** The server renders the error page in its first pass instead (entry.server.tsx calls this once). */
export function renderErrorPageEagerly(body: Body): void {
  loaded = body;
}

/** The error page of spec §2: "not found" (naming the missing path when there is one) or the general one. */
export function ErrorPage(props: ErrorPageProps) {
  const Body = loaded ?? LazyBody;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}

/** What every route exports as its ErrorBoundary: a 404 for "not found" responses, the general page otherwise. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} path={pathname} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
