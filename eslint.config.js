// One lint setup for the whole repository. The import rules below are the architecture:
// web → domain, api → domain + db, db → domain, domain → zod only; no import cycles; outside an API module's
// folder, only its public `<capability>.module.ts` is imported; in the web, lib/ and components/ import no
// feature, layout or route, and a feature imports another only along a declared edge (WEB_FEATURES).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Paths below are the repository's, whatever directory ESLint runs from (the web's architecture test too).
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MODULES = 'apps/api/src/modules';
const modules = readdirSync(`${ROOT}${MODULES}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WEB = 'apps/web/app';
/**
 * The web's features are peers (apps/web/README.md, "Layers"). Each names the features it `uses` and the
 * files of its own that those may import (`public`); routes and layouts compose features and may import
 * any of their files. A feature not listed here imports no other feature, and no two features may use each
 * other (checked below, so the declaration itself cannot hold a loop).
 */
const WEB_FEATURES = {
  accounts: { uses: [], public: ['session.server.ts'] },
  audit: { uses: [], public: [] },
  cart: { uses: ['accounts', 'orders', 'rolls'], public: [] },
  catalog: {
    uses: [],
    public: ['catalog.i18n.ts', 'product-card.tsx', 'product-card-data.ts', 'product-details.tsx'],
  },
  companies: { uses: ['accounts', 'orders'], public: [] },
  content: { uses: [], public: [] },
  favourites: { uses: ['accounts', 'catalog', 'orders'], public: [] },
  onec: { uses: [], public: [] },
  orders: {
    uses: ['accounts', 'catalog', 'rolls'],
    public: ['order-parts.tsx', 'orders-result.server.ts', 'orders.i18n.ts', 'orders.types.ts'],
  },
  requests: { uses: [], public: [] },
  requisites: { uses: ['accounts'], public: [] },
  rolls: {
    uses: [],
    public: [
      'admin-rolls.i18n.ts',
      'line-rolls.tsx',
      'product-lots.tsx',
      'roll-swap.server.ts',
      'roll-swap.tsx',
      'rolls.i18n.ts',
      // The product page's late ordering panel brings the lots' texts itself (orders/product-order-part.ts).
      'rolls.i18n.ru.ts',
      'rolls.i18n.uz.ts',
    ],
  },
  seo: { uses: [], public: [] },
  telegram: { uses: ['accounts'], public: [] },
};
const webFeatures = readdirSync(`${ROOT}${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const name of webFeatures) {
  if (!WEB_FEATURES[name]) throw new Error(`eslint.config.js: declare ${WEB}/features/${name} in WEB_FEATURES`);
}
// Edges go one way: a feature reaches no feature that (through its own uses) reaches it back.
const reaches = (from, to, seen = new Set()) =>
  WEB_FEATURES[from].uses.some((next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)));
for (const name of webFeatures) {
  if (reaches(name, name)) throw new Error(`eslint.config.js: WEB_FEATURES has a loop through ${name}`);
}
const webFeatureZones = webFeatures.flatMap((name) => {
  const users = webFeatures.filter((other) => WEB_FEATURES[other].uses.includes(name));
  const others = webFeatures.filter((other) => other !== name && !users.includes(other));
  const from = `${WEB}/features/${name}`;
  return [
    ...(others.length > 0
      ? [
          {
            target: others.map((other) => `${WEB}/features/${other}/**`),
            from,
            message: `features/${name}/ is no declared edge of this feature (WEB_FEATURES in eslint.config.js).`,
          },
        ]
      : []),
    ...(users.length > 0
      ? [
          {
            target: users.map((other) => `${WEB}/features/${other}/**`),
            from,
            except: WEB_FEATURES[name].public.map((file) => `./${file}`),
            message: `from features/${name}/, import only its public files: ${WEB_FEATURES[name].public.join(', ')}.`,
          },
        ]
      : []),
  ];
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', 'data/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([{ regex: '^(?!zod($|/)|\\.)', message: 'domain imports only zod (and its own files).' }]),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict([{ group: ['@polotno/api', '@polotno/web', '**/apps/**'], message: 'db may import only domain.' }]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict([{ group: ['@polotno/web', '**/apps/web/**'], message: 'api imports domain and db, never web.' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: [
            '@polotno/db',
            '@polotno/db/*',
            '@polotno/api',
            '@polotno/api/*',
            '**/apps/api/**',
            '**/packages/db/**',
          ],
          message: 'web reaches data only through app/lib/api.server.ts (the API), never db or api code.',
        },
        { group: ['drizzle-orm', 'pg', '@electric-sql/*'], message: 'web never touches the database.' },
      ]),
      // Page weight (docs/decisions/006): code that can reach the browser takes only zod-free domain code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@polotno/domain(?!/client$)',
              allowTypeImports: true,
              message: 'outside *.server.ts, import values from @polotno/domain/client (no zod, no schemas).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server-only modules and tests never reach the browser: schemas and error tables are theirs to use.
    files: ['apps/web/**/*.server.ts', 'apps/web/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are looked for in our files only: parsing the dependencies' bundles would cost most of the run.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      // Type-only imports are erased, so they cannot form a cycle at run time and are not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A module's other files are its own: everything else (other modules, app.ts, plugins, lib, the API's
      // test/, bench) takes a module through its public `<capability>.module.ts` (apps/api/README.md, "A module").
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: modules.map((name) => ({
            target: [
              `${MODULES}/!(${name})/**`,
              'apps/api/src/!(modules)/**',
              'apps/api/src/*',
              'apps/api/test/**',
              'bench/**',
              'e2e/**',
            ],
            from: `${MODULES}/${name}`,
            except: [`./${name}.module.ts`],
            message: `outside ${MODULES}/${name}/, import only its public ${name}.module.ts.`,
          })),
        },
      ],
    },
  },
  {
    // The web's floors: lib/ and components/ are leaves; features import no layout or route; features are
    // peers with declared edges (WEB_FEATURES above).
    files: [`${WEB}/**/*.{ts,tsx}`],
    // The web imports its own files without an extension: the resolver must try them, or no import of the web
    // would resolve and neither these zones nor import-x/no-cycle would see one.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: [`${WEB}/lib/**`, `${WEB}/components/**`],
              from: [`${WEB}/features`, `${WEB}/layouts`, `${WEB}/routes`, `${WEB}/root.tsx`],
              message: 'lib/ and components/ are leaves: they import no feature, layout or route.',
            },
            {
              target: `${WEB}/features/**`,
              from: [`${WEB}/layouts`, `${WEB}/routes`, `${WEB}/root.tsx`],
              message: 'a feature imports no layout, route or root: those compose features.',
            },
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
);
