import { Menu } from './icons/menu';
import { X } from './icons/x';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { HeaderAccount } from '../features/accounts/header-account';
import { CATALOG_NAV, SITE_NAV } from '../lib/navigation';
import type { PageKey } from '../lib/pages';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';
import { ColorModeSwitch } from './color-mode-switch';
import { LanguageSwitch } from './language-switch';

type Tab = 'categories' | 'navigation';
const TABS: readonly Tab[] = ['categories', 'navigation'];

/**
 * The mobile navbar (spec §2): a disclosure with two tabs, "categories" and "navigation". A native
 * `<details>` so it opens before JavaScript loads; re-keyed by location so it closes after navigating.
 */
export function MobileMenu({ className = '' }: { className?: string }) {
  const location = useLocation();
  const t = useDictionary();
  return (
    <details key={`${location.pathname}${location.search}`} className={`group ${className}`}>
      <summary className="icon-button list-none [&::-webkit-details-marker]:hidden" aria-label={t.header.menu}>
        <Menu aria-hidden className="size-6 group-open:hidden" />
        <X aria-hidden className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-gray-200 bg-white px-4 pt-3 pb-5 shadow-lg dark:border-gray-800 dark:bg-gray-950">
        <MenuTabs />
      </div>
    </details>
  );
}

function MenuTabs() {
  const lang = useLang();
  const t = useDictionary();
  const id = useId();
  const [active, setActive] = useState<Tab>('categories');
  const labels: Record<Tab, string> = { categories: t.header.categoriesTab, navigation: t.header.navigationTab };
  const links: Record<Tab, readonly PageKey[]> = { categories: CATALOG_NAV, navigation: SITE_NAV };

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(active) + 1) % TABS.length] ?? 'categories';
    setActive(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  return (
    <>
      <div role="tablist" className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-900">
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`${id}-${tab}-tab`}
            type="button"
            role="tab"
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
            className="rounded-md px-3 py-2 text-sm font-medium text-gray-600 aria-selected:bg-white aria-selected:text-gray-900 aria-selected:shadow-sm dark:text-gray-300 dark:aria-selected:bg-gray-800 dark:aria-selected:text-white"
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <ul
          key={tab}
          id={`${id}-${tab}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={active !== tab}
          className="mt-3 grid grid-cols-1 gap-1 sm:grid-cols-2"
        >
          {links[tab].map((page) => (
            <li key={page}>
              <Link
                to={pagePath(page, lang)}
                className="block rounded-md px-3 py-2.5 text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-900"
              >
                {t.pages[page].title}
              </Link>
            </li>
          ))}
        </ul>
      ))}
      <div className="mt-4 flex items-center gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
        <HeaderAccount className="flex" />
        <LanguageSwitch className="ml-auto" />
        <ColorModeSwitch />
      </div>
    </>
  );
}
