import { useEffect, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { BuildWatch } from './components/build-watch';
import { ErrorPage } from './components/error-page';
import { SeoLinks } from './components/seo-links';
import { Logo } from './components/logo';
import { NavigationProgress } from './components/navigation-progress';
import { SaveToasts } from './components/save-toasts';
import { ToastRegion } from './components/toast-region';
import { clearFlashCookie, publicFlow, readFlash, readFlow } from './features/accounts/auth-flow.server';
import { findSessionUser } from './features/accounts/session.server';
import type { SessionData } from './features/accounts/use-user';
import { findHeaderCounts } from './features/cart/header-counts.server';
import { findActingCompany } from './features/companies/acting-company.server';
import { colorModeScript } from './lib/color-mode';
import { dictionary } from './lib/i18n';
import { afterHydration } from './lib/late';
import { langFromPath } from './lib/locale';
import { publicOrigin } from './lib/origin.server';
import { useNonce } from './lib/nonce';
import { toast } from './lib/toast';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await findSessionUser(context, request);
  // The header's counts and the company the person acts for (its title beside the cabinet link).
  const [counts, company] = await Promise.all([
    findHeaderCounts(context, request, user),
    findActingCompany(context, request),
  ]);
  const flash = readFlash(request);
  // A flash shows once: the cookie goes as soon as a page has read it.
  const headers = flash ? { 'set-cookie': clearFlashCookie(request) } : undefined;
  // What the accounts feature reads back (useUser, the popups), in the shape it declares.
  const session: SessionData = { user, auth: { flow: publicFlow(readFlow(request)), flash } };
  return data(
    {
      // Canonical and hreflang addresses, and JSON-LD, must be absolute: on the shop's public origin.
      origin: publicOrigin(request),
      counts,
      company,
      ...session,
    },
    { headers },
  );
}

/** The document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const nonce = useNonce();
  const origin = useRouteLoaderData<typeof loader>('root')?.origin ?? '';

  // Tests and benchmarks wait for this mark: the page is interactive, its late parts too (lib/late.tsx).
  useEffect(() => {
    afterHydration(() => {
      document.documentElement.dataset.hydrated = '1';
    });
  }, []);

  return (
    // The colour-mode script changes <html>'s class before React hydrates.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        {/* With a precedence React writes the stylesheet before the module preloads, so the one file that
            blocks the first paint is asked for first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        <SeoLinks origin={origin} />
      </head>
      <body className="bg-white text-gray-900 antialiased dark:bg-gray-950 dark:text-gray-100">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const toastMessage = loaderData.auth.flash?.toast;
  const flashId = loaderData.auth.flash?.id;
  // Messages of the last action (logged in, registered, password changed …) appear as toasts.
  useEffect(() => {
    if (toastMessage && flashId) toast(toastMessage.message, toastMessage.kind);
  }, [toastMessage, flashId]);
  return (
    <>
      <NavigationProgress />
      <BuildWatch />
      <Outlet />
      <ToastRegion />
      <SaveToasts />
    </>
  );
}

/** Errors no route caught (a failing layout, for example): the error page in a minimal frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const t = dictionary(langFromPath(pathname));
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${status === 404 ? t.pages.notFound.title : t.errors.generalTitle} — Polotno`}</title>
      <header className="border-b border-gray-200 dark:border-gray-800">
        <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <ErrorPage status={status} path={status === 404 ? pathname : undefined} />
      </main>
    </div>
  );
}
