/**
 * The route table of spec §2, mounted twice from one list: Russian at the specification's paths and
 * Uzbek under `/uz`. Route ids carry the language (`ru/about`, `uz/about`) because ids must be unique.
 */
import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

type Lang = 'ru' | 'uz';

function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${lang}/${name}` });
  // A page that shows ordering texts sits under the layout that loads them in its language (docs/decisions/006).
  const ordering = (entry: RouteConfigEntry) =>
    layout(`layouts/orders-texts-${lang}.tsx`, id(`orders-texts-${entry.id?.split('/')[1]}`), [entry]);
  return [
    // Resource routes: the popups' form actions and the header search's suggestions.
    route('auth', 'routes/auth.ts', id('auth')),
    route('search-suggest', 'routes/search-suggest.ts', id('search-suggest')),
    layout('layouts/default-layout.tsx', id('layout-default'), [
      index('routes/home.tsx', id('home')),
      route('404', 'routes/not-found.tsx', id('not-found')),
      route('catalog', 'routes/catalog.tsx', id('catalog')),
      route('filter', 'routes/filter.tsx', id('filter')),
      ordering(route('product/:id', 'routes/product.tsx', id('product'))),
      route('stock', 'routes/stock.tsx', id('stock')),
      route('price', 'routes/price.tsx', id('price')),
      route('brief-order', 'routes/brief-order.tsx', id('brief-order')),
      ordering(route('cart', 'routes/cart.tsx', id('cart'))),
      ordering(route('saved', 'routes/saved.tsx', id('saved'))),
      route('about', 'routes/about.tsx', id('about')),
      route('staff', 'routes/staff.tsx', id('staff')),
      route('requisites', 'routes/requisites.tsx', id('requisites')),
      route('garanty', 'routes/garanty.tsx', id('garanty')),
      route('policy', 'routes/policy.tsx', id('policy')),
      route('payment-terms', 'routes/payment-terms.tsx', id('payment-terms')),
      route('terms-delivery', 'routes/terms-delivery.tsx', id('terms-delivery')),
      route('conditions-orders', 'routes/conditions-orders.tsx', id('conditions-orders')),
      route('blog', 'routes/blog.tsx', id('blog')),
      route('blog/:id', 'routes/blog-item.tsx', id('blog-item')),
      route('news', 'routes/news.tsx', id('news')),
      route('news/:id', 'routes/news-item.tsx', id('news-item')),
      route('vacancies', 'routes/vacancies.tsx', id('vacancies')),
      route('vacancies/:id', 'routes/vacancy-item.tsx', id('vacancy-item')),
      route('vacation-item', 'routes/vacation-item.tsx', id('vacation-item')),
      route('cabinet', 'routes/cabinet.tsx', id('cabinet')),
      route('user', 'routes/user.tsx', id('user'), [
        index('routes/user-index.tsx', id('user-index')),
        route('cabinet', 'routes/user-cabinet.tsx', id('user-cabinet')),
        ordering(route('history', 'routes/user-history.tsx', id('user-history'))),
        route('password', 'routes/user-password.tsx', id('user-password')),
        route('requisites', 'routes/user-requisites.tsx', id('user-requisites')),
      ]),
      // Anything else: a 404 inside the site's frame.
      route('*', 'routes/catch-all.tsx', id('catch-all')),
    ]),
    layout('layouts/contact-layout.tsx', id('layout-contact'), [route('contact', 'routes/contact.tsx', id('contact'))]),
    layout('layouts/admin-layout.tsx', id('layout-admin'), [
      route('login', 'routes/login.tsx', id('login')),
      ...prefix('admin', [
        index('routes/admin-index.tsx', id('admin')),
        route('blog', 'routes/admin-blog.tsx', id('admin-blog')),
        route('news', 'routes/admin-news.tsx', id('admin-news')),
        route('users', 'routes/admin-users.tsx', id('admin-users')),
        route('category', 'routes/admin-category.tsx', id('admin-category')),
        route('products', 'routes/admin-products.tsx', id('admin-products')),
        route('rolls', 'routes/admin-rolls.tsx', id('admin-rolls')),
        ordering(route('orders', 'routes/admin-orders.tsx', id('admin-orders'))),
        route('requests', 'routes/admin-requests.tsx', id('admin-requests')),
        route('vacancies', 'routes/admin-vacancies.tsx', id('admin-vacancies')),
        route('staff', 'routes/admin-staff.tsx', id('admin-staff')),
        route('promotions', 'routes/admin-promotions.tsx', id('admin-promotions')),
        route('pages', 'routes/admin-pages.tsx', id('admin-pages')),
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
