// `npm run lint`: one check for both packages. Type-free rules (typescript-eslint's recommended set), so
// it runs in seconds on a small machine; the type checker is `npm run typecheck`.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated: the typed documents and the compiled catalogs.
  { ignores: ['**/node_modules/', '**/dist/', 'client/src/gql/', 'client/src/locales/*/*.ts', 'bench/results/', '**/coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The text checks and the log escaping name control characters on purpose (decision 0001).
      'no-control-regex': 'off',
      // A variable a closure reads before its one assignment (the router in entry-client) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests read JSON answers whose shape each assertion states.
    files: ['**/*.test.{ts,tsx}', 'server/src/test/**', 'client/src/test/**', 'client/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Scripts that drive a browser pass functions to run in the page.
    files: ['client/scripts/**', 'client/e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A sign-in page, a form's first field or a dialog may take focus (the UX review checks it); a
      // DOM element that grabs focus on its own is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // MUI 9's Typography takes a palette name (`secondary`, `textSecondary`) as its colour and
      // silently drops a path such as `text.secondary`: the text would show in the body colour.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] Literal[value=/\\./]",
          message: 'Typography ignores a colour path: write textSecondary, textPrimary, warning, … (or sx={{ color }}).',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
