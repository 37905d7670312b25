/**
 * The admin layout (spec §2): back-office frame for `/admin/*` with a sidebar of its sections, and for
 * `/login`, the administrator's sign-in, which shows no sidebar.
 */
import type { IconComponent } from '../components/icons/svg';
import { ArrowLeft } from '../components/icons/arrow-left';
import { ArrowLeftRight } from '../components/icons/arrow-left-right';
import { BadgePercent } from '../components/icons/badge-percent';
import { BriefcaseBusiness } from '../components/icons/briefcase-business';
import { Building2 } from '../components/icons/building-2';
import { Contact } from '../components/icons/contact';
import { Cylinder } from '../components/icons/cylinder';
import { FileText } from '../components/icons/file-text';
import { FolderTree } from '../components/icons/folder-tree';
import { Inbox } from '../components/icons/inbox';
import { LayoutDashboard } from '../components/icons/layout-dashboard';
import { Newspaper } from '../components/icons/newspaper';
import { NotebookPen } from '../components/icons/notebook-pen';
import { Package } from '../components/icons/package';
import { ReceiptText } from '../components/icons/receipt-text';
import { Users } from '../components/icons/users';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ColorModeSwitch } from '../components/color-mode-switch';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';
import { SkipLink } from '../components/skip-link';
import { requireAdminUser } from '../features/accounts/session.server';
import { stripLang, useLang } from '../lib/locale';
import { ADMIN_NAV } from '../lib/navigation';
import { type PageKey, pagePath } from '../lib/pages';
import { useDictionary } from '../lib/i18n';
import type { Route } from './+types/admin-layout';

const ICONS: Partial<Record<PageKey, IconComponent>> = {
  admin: LayoutDashboard,
  adminOrders: ReceiptText,
  adminRequests: Inbox,
  adminVacancies: BriefcaseBusiness,
  adminStaff: Contact,
  adminPromotions: BadgePercent,
  adminPages: FileText,
  adminProducts: Package,
  adminRolls: Cylinder,
  adminExchange: ArrowLeftRight,
  adminCategory: FolderTree,
  adminUsers: Users,
  adminCompanies: Building2,
  adminNews: Newspaper,
  adminBlog: NotebookPen,
};

// Spec §6: any admin address sends non-admins to /cabinet; /login, the admin's sign-in, is open to all.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (stripLang(new URL(request.url).pathname) !== '/login') await requireAdminUser(context, request);
  return null;
}

export default function AdminLayout() {
  const lang = useLang();
  const t = useDictionary();
  const signIn = stripLang(useLocation().pathname) === '/login';
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <span className="hidden text-sm text-gray-500 sm:inline dark:text-gray-400">{t.admin.title}</span>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitch />
            <ColorModeSwitch />
            <Link to={pagePath('home', lang)} className="button-secondary ml-1 hidden text-sm sm:inline-flex">
              <ArrowLeft aria-hidden className="size-4" />
              {t.admin.toShop}
            </Link>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        {!signIn && (
          <nav
            aria-label={t.admin.title}
            className="border-b border-gray-200 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0 dark:border-gray-800 dark:bg-gray-900"
          >
            <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:p-3">
              {ADMIN_NAV.map((page) => {
                const Icon = ICONS[page] ?? LayoutDashboard;
                return (
                  <li key={page}>
                    <NavLink
                      to={pagePath(page, lang)}
                      end
                      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-300"
                    >
                      <Icon aria-hidden className="size-4" />
                      {t.pages[page].title}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={`flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 ${signIn ? 'mx-auto w-full max-w-lg sm:py-16' : ''}`}
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
