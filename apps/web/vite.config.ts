import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * React Router's package exports its development build to every bundler; its production build is the same
 * code with the development warnings compiled out (−0.6 KiB gzip per page). The browser's build uses it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);

/**
 * The modules every storefront page loads (root, default layout, header, footer, language and colour
 * switches, breadcrumbs, the frame's helpers), under app/. They go into one chunk with what they import
 * (React Router and React), instead of a dozen small chunks: one file compresses better and saves each file's gzip frame and import list
 * (−4 KiB gzip per page, docs/decisions/006). Only modules every storefront page needs belong here; a
 * module loaded on demand (popups, menus) must stay out, or it would load with every page.
 */
const FRAME_MODULES = [
  'components/breadcrumbs.tsx',
  'components/color-mode-switch.tsx',
  'components/error-page.tsx',
  'components/icons/heart.tsx',
  'components/icons/languages.tsx',
  'components/icons/loader-2.tsx',
  'components/icons/log-out.tsx',
  'components/icons/menu.tsx',
  'components/icons/monitor.tsx',
  'components/icons/moon.tsx',
  'components/icons/search.tsx',
  'components/icons/shopping-cart.tsx',
  'components/icons/sun.tsx',
  'components/icons/svg.tsx',
  'components/icons/user-round.tsx',
  'components/icons/x.tsx',
  'components/json-ld.tsx',
  'components/language-switch.tsx',
  'components/logo.tsx',
  'components/navigation-progress.tsx',
  'components/page-shell.tsx',
  'components/seo-links.tsx',
  'components/skip-link.tsx',
  'components/toast-region.tsx',
  'features/accounts/auth-form.tsx',
  'features/accounts/header-account.tsx',
  'features/accounts/use-user.ts',
  'features/catalog/catalog.i18n.ts',
  'features/catalog/search-form.tsx',
  'layouts/default-layout.tsx',
  'layouts/mobile-menu.tsx',
  'layouts/popup-layout.tsx',
  'layouts/site-header.tsx',
  'lib/color-mode.ts',
  'lib/deferred.tsx',
  'lib/format.ts',
  'lib/i18n.ts',
  'lib/late.tsx',
  'lib/locale.ts',
  'lib/meta.ts',
  'lib/navigation.ts',
  'lib/nonce.ts',
  'lib/page-description.ts',
  'lib/pages.ts',
  'lib/seo.ts',
  'lib/texts.ts',
  'lib/toast.ts',
  'root.tsx',
]
  .map((file) => `/app/${file}`)
  // The domain's languages and Russian plural, which the frame's texts use.
  .concat('/packages/domain/src/i18n.ts');

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's build only: the server bundle and the dev server stay as React Router sets them up.
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
          ],
        }
      : {},
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'frame', test: (id: string) => FRAME_MODULES.some((file) => id.endsWith(file)) }],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter()],
}));
