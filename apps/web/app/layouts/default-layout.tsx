/** The default layout: storefront header, the page, footer, and the popup overlay. */
import { Outlet } from 'react-router';
import { siteFooterPart } from '../components/site-footer-part';
import { SiteHeader } from './site-header';
import { SkipLink } from '../components/skip-link';
import { PopupLayout } from './popup-layout';

export default function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
      >
        <Outlet />
      </main>
      <siteFooterPart.Part />
      <PopupLayout />
    </div>
  );
}
