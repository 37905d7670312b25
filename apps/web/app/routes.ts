/**
 * The route table of spec §2, mounted twice from one list: Russian at the specification's paths and
 * Uzbek under `/uz`. Route ids carry the language (`ru/about`, `uz/about`) because ids must be unique.
 */
import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

type Lang = 'ru' | 'uz';

/**
 * Texts a page shows beyond the frame's (lib/texts.ts), by their name in the registry: each is a feature's
 * `<file>.ru.ts` / `<file>.uz.ts`, which registers its language's texts when it loads. `texts()` mounts the
 * page's language's module of each as a pathless layout route around the page, so React Router preloads
 * them with the page and loads them before it renders on a client navigation, in that language only
 * (docs/decisions/006); the server loads every route module, so it has both languages of all.
 */
const TEXTS = {
  accounts: 'features/accounts/accounts.i18n',
  adminCatalog: 'features/catalog/admin-catalog.i18n',
  adminCompanies: 'features/companies/admin-companies.i18n',
  adminContent: 'features/content/admin-content.i18n',
  adminExchange: 'features/onec/admin-exchange.i18n',
  adminOrders: 'features/orders/admin-orders.i18n',
  adminRolls: 'features/rolls/admin-rolls.i18n',
  audit: 'features/audit/audit.i18n',
  companies: 'features/companies/companies.i18n',
  content: 'features/content/content.i18n',
  orders: 'features/orders/orders.i18n',
  post: 'features/content/post.i18n',
  requests: 'features/requests/requests.i18n',
  rolls: 'features/rolls/rolls.i18n',
  telegram: 'features/telegram/telegram.i18n',
} as const;
type TextsName = keyof typeof TEXTS;

function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${lang}/${name}` });
  // `entry` inside the language's module of each of `names` (content texts include the post lists').
  const texts = (names: TextsName[], entry: RouteConfigEntry): RouteConfigEntry =>
    names.reduceRight(
      (inner, name) => layout(`${TEXTS[name]}.${lang}.ts`, id(`texts-${name}-${entry.id?.split('/')[1]}`), [inner]),
      entry,
    );
  return [
    // Resource routes: the popups' form actions and the header search's suggestions.
    route('auth', 'routes/auth.ts', id('auth')),
    route('search-suggest', 'routes/search-suggest.ts', id('search-suggest')),
    layout('layouts/default-layout.tsx', id('layout-default'), [
      texts(['post'], index('routes/home.tsx', id('home'))),
      route('404', 'routes/not-found.tsx', id('not-found')),
      route('catalog', 'routes/catalog.tsx', id('catalog')),
      route('filter', 'routes/filter.tsx', id('filter')),
      // The ordering panel, hydrated late, brings the ordering and rolls texts itself (orders/product-order-part.ts).
      route('product/:id', 'routes/product.tsx', id('product')),
      texts(['post', 'content'], route('stock', 'routes/stock.tsx', id('stock'))),
      texts(['requests'], route('price', 'routes/price.tsx', id('price'))),
      texts(['requests'], route('brief-order', 'routes/brief-order.tsx', id('brief-order'))),
      // The cart's lines, hydrated late, bring the rolls texts themselves (cart/cart-content.tsx).
      texts(['orders'], route('cart', 'routes/cart.tsx', id('cart'))),
      texts(['orders'], route('saved', 'routes/saved.tsx', id('saved'))),
      route('about', 'routes/about.tsx', id('about')),
      texts(['post', 'content'], route('staff', 'routes/staff.tsx', id('staff'))),
      route('requisites', 'routes/requisites.tsx', id('requisites')),
      route('garanty', 'routes/garanty.tsx', id('garanty')),
      route('policy', 'routes/policy.tsx', id('policy')),
      route('payment-terms', 'routes/payment-terms.tsx', id('payment-terms')),
      route('terms-delivery', 'routes/terms-delivery.tsx', id('terms-delivery')),
      route('conditions-orders', 'routes/conditions-orders.tsx', id('conditions-orders')),
      texts(['post'], route('blog', 'routes/blog.tsx', id('blog'))),
      texts(['post', 'content'], route('blog/:id', 'routes/blog-item.tsx', id('blog-item'))),
      texts(['post'], route('news', 'routes/news.tsx', id('news'))),
      texts(['post', 'content'], route('news/:id', 'routes/news-item.tsx', id('news-item'))),
      texts(['post', 'content'], route('vacancies', 'routes/vacancies.tsx', id('vacancies'))),
      texts(['post', 'content'], route('vacancies/:id', 'routes/vacancy-item.tsx', id('vacancy-item'))),
      route('vacation-item', 'routes/vacation-item.tsx', id('vacation-item')),
      route('cabinet', 'routes/cabinet.tsx', id('cabinet')),
      texts(['companies'], route('invite/:token', 'routes/invite.tsx', id('invite'))),
      texts(
        ['accounts'],
        route('user', 'routes/user.tsx', id('user'), [
          index('routes/user-index.tsx', id('user-index')),
          // The Telegram block, hydrated late, brings its texts itself (telegram/telegram-link.tsx).
          route('cabinet', 'routes/user-cabinet.tsx', id('user-cabinet')),
          // The order cards, hydrated late, bring the ordering, documents and rolls texts (orders/history-content.tsx).
          route('history', 'routes/user-history.tsx', id('user-history')),
          route('password', 'routes/user-password.tsx', id('user-password')),
          // The requisites form, hydrated late, brings its texts itself (requisites/requisites-content.tsx).
          route('requisites', 'routes/user-requisites.tsx', id('user-requisites')),
          texts(['companies'], route('company', 'routes/user-company.tsx', id('user-company'))),
        ]),
      ),
      // Anything else: a 404 inside the site's frame.
      route('*', 'routes/catch-all.tsx', id('catch-all')),
    ]),
    layout('layouts/contact-layout.tsx', id('layout-contact'), [
      // The feedback form, hydrated late, brings the request texts itself (requests/feedback-part.ts).
      texts(['post', 'content'], route('contact', 'routes/contact.tsx', id('contact'))),
    ]),
    layout('layouts/admin-layout.tsx', id('layout-admin'), [
      texts(['accounts'], route('login', 'routes/login.tsx', id('login'))),
      ...prefix('admin', [
        texts(['adminOrders', 'telegram'], index('routes/admin-index.tsx', id('admin'))),
        texts(['post', 'content'], route('blog', 'routes/admin-blog.tsx', id('admin-blog'))),
        texts(['post', 'content'], route('news', 'routes/admin-news.tsx', id('admin-news'))),
        texts(['accounts'], route('users', 'routes/admin-users.tsx', id('admin-users'))),
        texts(['adminCompanies'], route('companies', 'routes/admin-companies.tsx', id('admin-companies'))),
        texts(['adminCatalog'], route('category', 'routes/admin-category.tsx', id('admin-category'))),
        texts(
          ['accounts', 'adminCatalog', 'audit'],
          route('products', 'routes/admin-products.tsx', id('admin-products')),
        ),
        texts(['adminRolls'], route('rolls', 'routes/admin-rolls.tsx', id('admin-rolls'))),
        texts(['adminExchange'], route('exchange', 'routes/admin-exchange.tsx', id('admin-exchange'))),
        texts(
          ['adminOrders', 'adminRolls', 'audit', 'orders', 'post', 'rolls'],
          route('orders', 'routes/admin-orders.tsx', id('admin-orders')),
        ),
        texts(['post', 'requests'], route('requests', 'routes/admin-requests.tsx', id('admin-requests'))),
        texts(
          ['post', 'content', 'adminContent'],
          route('vacancies', 'routes/admin-vacancies.tsx', id('admin-vacancies')),
        ),
        texts(['post', 'content', 'adminContent'], route('staff', 'routes/admin-staff.tsx', id('admin-staff'))),
        texts(
          ['post', 'content', 'adminContent'],
          route('promotions', 'routes/admin-promotions.tsx', id('admin-promotions')),
        ),
        texts(['post', 'content', 'adminContent'], route('pages', 'routes/admin-pages.tsx', id('admin-pages'))),
        texts(['post', 'audit'], route('audit', 'routes/admin-audit.tsx', id('admin-audit'))),
      ]),
    ]),
  ];
}

export default [
  route('locale', 'routes/locale.ts', { id: 'locale' }),
  // Search engines: crawl rules and sitemaps (one index, child sitemaps under /sitemaps).
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap-index.ts', { id: 'sitemap' }),
  route('sitemaps/:file', 'routes/sitemap-file.ts', { id: 'sitemap-file' }),
  // Each language's pages under its layout, which brings that language's texts (docs/decisions/006).
  layout('layouts/lang-ru.tsx', { id: 'ru' }, pages('ru')),
  layout('layouts/lang-uz.tsx', { id: 'uz' }, prefix('uz', pages('uz'))),
] satisfies RouteConfig;
