import { defineConfig } from '@lingui/conf';
import { publicModules } from './scripts/public-modules.mjs';

const NOT_MESSAGES = ['**/gql/**', '**/*.test.tsx', '**/*.test.ts'];
const publicFiles = publicModules().map((file) => `<rootDir>/${file}`);

/**
 * Two catalogs per language: `public` holds the messages of the modules a reader's page can load
 * (scripts/public-modules.mjs); `staff` the rest (the admin and the sign-in pages), which only the
 * staff download. A message used on both sides is in `public` only.
 */
export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr', 'en'],
  fallbackLocales: { default: 'tr' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/public', include: publicFiles, exclude: NOT_MESSAGES },
    { path: '<rootDir>/src/locales/{locale}/staff', include: ['<rootDir>/src'], exclude: [...NOT_MESSAGES, ...publicFiles] },
  ],
});
