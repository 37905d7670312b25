/**
 * The mobile navbar's panel (spec §2): two tabs, the fabric categories with their product counts (links
 * into the catalogue filtered by each) and the site's sections, then the account, language and colour mode.
 * Loaded when the menu first opens (`mobile-menu.tsx`); the categories come with the language layout's data.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { HeaderAccount } from '../features/accounts/header-account';
import { formatNumber } from '../lib/format';
import type { LangLayoutData } from './lang-layout.server';
import { SITE_NAV } from '../lib/navigation';
import { useDictionary } from '../lib/i18n';
import { pagePath } from '../lib/pages';
import { ColorModeSwitch } from '../components/color-mode-switch';
import { LanguageSwitch } from '../components/language-switch';
import { langOf, useLang } from '../lib/locale';

type Tab = 'categories' | 'navigation';
const TABS: readonly Tab[] = ['categories', 'navigation'];

const LINK =
  'flex items-baseline gap-3 rounded-md px-3 py-2.5 text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-900';

export default function MobileMenuPanel() {
  const lang = useLang();
  const t = useDictionary();
  const id = useId();
  const [active, setActive] = useState<Tab>('categories');
  // The language layouts' route ids are the languages (app/routes.ts).
  const categories = useRouteLoaderData<LangLayoutData>(lang)?.menuCategories ?? [];
  const catalog = pagePath('catalog', lang);
  const labels: Record<Tab, string> = { categories: t.header.categoriesTab, navigation: t.header.navigationTab };
  const links: Record<Tab, ReactNode> = {
    categories: categories.map((category) => (
      <li key={category.id}>
        <Link to={`${catalog}?category=${encodeURIComponent(category.id)}`} className={LINK}>
          <span lang={langOf(category, 'name')} className="flex-1">
            {category.name}
          </span>
          <span className="text-sm text-gray-600 tabular-nums dark:text-gray-300">{formatNumber(category.count)}</span>
        </Link>
      </li>
    )),
    navigation: SITE_NAV.map((page) => (
      <li key={page}>
        <Link to={pagePath(page, lang)} className={LINK}>
          {t.pages[page].title}
        </Link>
      </li>
    )),
  };

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
      {/* A list takes no tabpanel role (HTML's rules for ARIA), so each panel is a block around its list. */}
      {TABS.map((tab) => (
        <div
          key={tab}
          id={`${id}-${tab}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={active !== tab}
          className="mt-3"
        >
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">{links[tab]}</ul>
        </div>
      ))}
      <div className="mt-4 flex items-center gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
        <HeaderAccount className="flex" />
        <LanguageSwitch className="ml-auto" />
        <ColorModeSwitch />
      </div>
    </>
  );
}
