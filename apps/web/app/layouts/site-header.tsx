import type { IconComponent } from '../components/icons/svg';
import { Heart } from '../components/icons/heart';
import { ShoppingCart } from '../components/icons/shopping-cart';
import { UserRound } from '../components/icons/user-round';
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { HeaderAccount } from '../features/accounts/header-account';
import { MAIN_NAV } from '../lib/navigation';
import { useDictionary } from '../lib/i18n';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import { ColorModeSwitch } from '../components/color-mode-switch';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from '../features/catalog/search-form';
import type { loader as rootLoader } from '../root';

/** The storefront header: logo, search, visitor links, language and colour mode, main menu. */
export function SiteHeader() {
  const lang = useLang();
  const t = useDictionary();
  // Signed-in customers only (the root loader reads none for a visitor): lines in the cart, saved products.
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const counts = root?.counts;
  // The company the signed-in person acts for (docs/decisions/020), as plain text beside the cabinet link.
  const company = root?.company;
  return (
    <header className="site-header">
      <div>
        <Logo />
        <SearchForm className="header-search" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitch className="hidden md:block" />
          <div className="hidden md:block">
            <ColorModeSwitch />
          </div>
          <IconLink
            to={pagePath('saved', lang)}
            icon={Heart}
            label={t.header.saved}
            count={counts?.saved}
            name="saved"
          />
          <IconLink
            to={pagePath('cart', lang)}
            icon={ShoppingCart}
            label={t.header.cart}
            count={counts?.cart}
            name="cart"
          />
          <IconLink to={pagePath('userCabinet', lang)} icon={UserRound} label={t.header.cabinet} />
          {company && (
            <span
              className="hidden max-w-48 truncate text-sm text-gray-600 lg:inline dark:text-gray-300"
              title={company.title}
              data-testid="header-company"
            >
              {company.title}
            </span>
          )}
          <HeaderAccount className="ml-2 hidden md:flex" />
          <MobileMenu className="md:hidden" />
        </div>
      </div>
      <nav aria-label={t.a11y.mainNav}>
        <ul className="main-nav">
          {MAIN_NAV.map((page) => (
            <li key={page}>
              <NavLink to={pagePath(page, lang)}>{t.pages[page].title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** An icon link; with a `count` above zero, the number on the icon and in the link's name. */
function IconLink({
  to,
  icon: Icon,
  label,
  count,
  name,
}: {
  to: string;
  icon: IconComponent;
  label: string;
  count?: number;
  name?: string;
}) {
  const shown = count !== undefined && count > 0 ? (count > 99 ? '99+' : String(count)) : null;
  const title = shown ? `${label} (${shown})` : label;
  // The name comes from the link's own text (the label, hidden from sight, then the count), so what a
  // sighted user sees on the icon is part of what a screen reader and voice control call the link.
  return (
    <Link to={to} title={title} className="icon-button relative">
      <Icon aria-hidden className="size-5" />
      <span className="sr-only">{label}</span>
      {shown && (
        <span className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-700 px-1 text-[10px] leading-none font-semibold text-white tabular-nums">
          <span className="sr-only"> (</span>
          <span data-testid={name ? `${name}-count` : undefined}>{shown}</span>
          <span className="sr-only">)</span>
        </span>
      )}
    </Link>
  );
}
