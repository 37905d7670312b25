/**
 * The contact layout: the storefront frame with a full-width band under the header, where the contacts
 * page puts its managers' cards; the page itself decides what goes in the band.
 */
import { Outlet } from 'react-router';
import { siteFooterPart } from '../components/site-footer-part';
import { SiteHeader } from './site-header';
import { SkipLink } from '../components/skip-link';
import { PopupLayout } from './popup-layout';

export default function ContactLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 bg-gray-50 outline-none dark:bg-gray-900/40">
        <Outlet />
      </main>
      <siteFooterPart.Part />
      <PopupLayout />
    </div>
  );
}
