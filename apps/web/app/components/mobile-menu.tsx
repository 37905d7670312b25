import { Menu } from './icons/menu';
import { X } from './icons/x';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useDictionary } from '../lib/use-lang';

type Panel = ComponentType;

// The browser loads the panel's code when the menu first opens (docs/decisions/006); the server renders it
// in the HTML at once, so the menu opens with its links before JavaScript and without it.
let loaded: Panel | null = null;
let opened: () => void = () => undefined;
const firstOpen = new Promise<void>((resolve) => (opened = resolve));
const LazyPanel = lazy(() =>
  firstOpen
    .then(() => import('./mobile-menu-panel'))
    .then((module) => {
      loaded = module.default;
      return module;
    }),
);

/** The server renders the panel in its first pass instead (entry.server.tsx calls this once). */
export function renderMobileMenuPanelEagerly(panel: Panel): void {
  loaded = panel;
}

/**
 * The mobile navbar (spec §2): a disclosure whose panel has two tabs, the fabric categories and the site's
 * sections (`mobile-menu-panel.tsx`). A native `<details>` so it opens before JavaScript loads; re-keyed by
 * location so it closes after navigating. Until it first opens, React keeps the server's HTML of the panel.
 */
export function MobileMenu({ className = '' }: { className?: string }) {
  const location = useLocation();
  const t = useDictionary();
  const details = useRef<HTMLDetailsElement>(null);
  const Body = loaded ?? LazyPanel;

  // Opened before the page hydrated: load the panel now.
  useEffect(() => {
    if (details.current?.open) opened();
  }, []);

  return (
    <details
      ref={details}
      key={`${location.pathname}${location.search}`}
      className={`group ${className}`}
      onToggle={(event) => {
        if (event.currentTarget.open) opened();
      }}
    >
      <summary className="icon-button list-none [&::-webkit-details-marker]:hidden" aria-label={t.header.menu}>
        <Menu aria-hidden className="size-6 group-open:hidden" />
        <X aria-hidden className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-gray-200 bg-white px-4 pt-3 pb-5 shadow-lg dark:border-gray-800 dark:bg-gray-950">
        <Suspense fallback={null}>
          <Body />
        </Suspense>
      </div>
    </details>
  );
}
