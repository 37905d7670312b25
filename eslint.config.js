// One lint setup for the whole repository. The import rules below are the architecture:
// web → domain, api → domain + db, db → domain, domain → zod only; no import cycles; and outside an API module's
// folder, only its public `<capability>.module.ts` is imported.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const MODULES = 'apps/api/src/modules';
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
);
