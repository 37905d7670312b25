import { Menu } from '../components/icons/menu';
import { X } from '../components/icons/x';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { deferred } from '../lib/deferred';
import { useDictionary } from '../lib/i18n';

/** The panel's code loads when the menu first opens; the server renders it in the HTML at once (lib/deferred.tsx). */
export const mobileMenuPanel = deferred(() => import('./mobile-menu-panel'));
const Panel = mobileMenuPanel.Part;

/**
 * The mobile navbar (spec §2): a disclosure whose panel has two tabs, the fabric categories and the site's
 * sections (`mobile-menu-panel.tsx`). A native `<details>` so it opens before JavaScript loads and without
 * it; re-keyed by location so it closes after navigating.
 */
export function MobileMenu({ className = '' }: { className?: string }) {
  const location = useLocation();
  const t = useDictionary();
  const details = useRef<HTMLDetailsElement>(null);

  // Opened before the page hydrated: load the panel now.
  useEffect(() => {
    if (details.current?.open) mobileMenuPanel.load();
  }, []);

  return (
    <details
      ref={details}
      key={`${location.pathname}${location.search}`}
      className={`group ${className}`}
      onToggle={(event) => {
        if (event.currentTarget.open) mobileMenuPanel.load();
      }}
    >
      <summary className="icon-button list-none [&::-webkit-details-marker]:hidden" aria-label={t.header.menu}>
        <Menu aria-hidden className="size-6 group-open:hidden" />
        <X aria-hidden className="hidden size-6 group-open:block" />
      </summary>
      <Panel
        attributes={{
          className:
            'absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-gray-200 bg-white px-4 pt-3 pb-5 shadow-lg dark:border-gray-800 dark:bg-gray-950',
        }}
      />
    </details>
  );
}
