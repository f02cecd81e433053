// Lint: typescript-eslint's recommended rules, React hooks, and the repository's boundaries
// (tools/eslint/boundaries.js). Formatting is Prettier's job (`pnpm format:check`), so the rules
// that would fight it are off. `pnpm lint` runs this with --max-warnings 0.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint/boundaries.js';
import { unlocalizedStrings } from './tools/eslint/unlocalized-strings.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '.data/**',
      '**/generated/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    rules: {
      'boundaries/no-internal-imports': 'error',
      'boundaries/query-builder-in-repositories': 'error',
      'boundaries/only-ledger-writes-ledger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/service-worker.template.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read response bodies of every shape; `any` there is the JSON they asserted on.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**/*.ts', 'apps/api/test-tools/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The build fills __VERSION__ and __SHELL__ in (apps/web/vite.config.ts).
    files: ['apps/web/service-worker.template.js'],
    languageOptions: { globals: { __SHELL__: 'readonly' } },
  },
  {
    // Kysely's documented migration signature is `Kysely<any>`: a migration must not depend on the
    // generated types of the schema it is changing.
    files: ['packages/db/src/migrations/**/*.ts', 'packages/db/src/migrate.ts', 'packages/db/src/migration-transaction.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  unlocalizedStrings,
  prettier,
);
