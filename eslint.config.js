// One lint setup for the whole repository. The import rules below are the architecture:
// web → domain, api → domain + db, db → domain, domain → zod only.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
);
