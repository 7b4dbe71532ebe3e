import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './tooling/service-boundaries.js';

// inTransaction marks the transaction open, so internal clients refuse calls made inside it.
const ONLY_IN_TRANSACTION = {
  selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
  message:
    "Open transactions with service-kit's inTransaction(db, work): it lets internal clients refuse a network call made inside the transaction.",
};

// The house rule: `new` for services, clients, repositories, queues and workers only in app.ts or
// worker.ts (a value like new Date, new URL, new Map or an error is not wiring).
const NEW_ONLY_IN_WIRING = {
  selector:
    'NewExpression[callee.name=/(Service|Client|Repository|Queue|Worker|Store|Publisher|Hub|Limiter)$/]',
  message:
    'Build services, clients, repositories and queues in app.ts or worker.ts and pass them in (house rule: new only in app.ts/worker.ts).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['services/**', 'apps/**', 'packages/**'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-service-imports': 'error' },
  },
  {
    files: ['services/**/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ONLY_IN_TRANSACTION] },
  },
  {
    // Wiring lives in the composition roots; elsewhere a service, client, repository or queue
    // arrives through the dependencies. Tests build their own; an adapter's factory builds the
    // SDK client it wraps; a repository binds itself to a transaction it opened.
    files: ['services/**/src/**/*.ts'],
    ignores: [
      'services/**/src/app.ts',
      'services/**/src/worker.ts',
      'services/**/src/main.ts',
      'services/**/src/bin/**',
      'services/**/src/**/adapters/**',
      'services/**/src/**/*.repository.ts',
      'services/**/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ONLY_IN_TRANSACTION, NEW_ONLY_IN_WIRING] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs', '*.config.ts', 'vitest.shared.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
