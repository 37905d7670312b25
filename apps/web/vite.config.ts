import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The modules every storefront page loads (header, footer, language and colour switches, the frame's
 * helpers), under app/. They go into one chunk with what they import (React Router and React), instead
 * of a dozen small chunks: one file compresses better and saves each file's gzip frame and import list
 * (−4 KiB gzip per page, docs/decisions/006). Only modules every storefront page needs belong here; a
 * module loaded on demand (popups, menus) must stay out, or it would load with every page.
 */
const FRAME_MODULES = [
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
  'components/mobile-menu.tsx',
  'components/search-form.tsx',
  'components/site-footer.tsx',
  'components/site-header.tsx',
  'components/skip-link.tsx',
  'features/accounts/accounts.i18n.ts',
  'features/accounts/auth-form.tsx',
  'features/accounts/header-account.tsx',
  'features/accounts/use-user.ts',
  'features/catalog/catalog-format.ts',
  'features/catalog/catalog.i18n.ts',
  'layouts/popup-layout.tsx',
  'lib/color-mode.ts',
  'lib/i18n.ts',
  'lib/locale.ts',
  'lib/meta.ts',
  'lib/navigation.ts',
  'lib/page-description.ts',
  'lib/pages.ts',
  'lib/seo.ts',
  'lib/text-lang.ts',
  'lib/texts.ts',
  'lib/toast.ts',
  'lib/use-lang.ts',
].map((file) => `/app/${file}`);

export default defineConfig(({ isSsrBuild }) => ({
  // The browser's build only: the server bundle stays as React Router builds it.
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
