import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr', 'en'],
  fallbackLocales: { default: 'tr' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/gql/**', '**/*.test.tsx', '**/*.test.ts'],
    },
  ],
});
