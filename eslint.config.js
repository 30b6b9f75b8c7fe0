/**
 * ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's rules of
 * hooks in the browser code, and nothing about layout (Prettier formats; eslint-config-prettier
 * turns the clashing rules off). Run by `npm run lint` and by `npm test`, warnings included.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'app/generated/', 'data/', 'bench/.data/', 'test-results/', 'playwright-report/', '.tmp/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a rest destructuring that drops keys, a slot of a signature).
      // Control characters are matched on purpose: sanitizers refuse them (upload names, return paths, sheet names, exports).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // React code: the app, the engine's React half, the widgets and the stories.
    files: ['app/**/*.{ts,tsx}', 'engine/react/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Kysely's documented migration type (`Kysely<any>`: a migration must not depend on today's tables) and the pg driver's untyped client.
    files: ['server/db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and their fixtures may type loosely what they feed the code under test.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', '**/*.d.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
