import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';

const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

// The lingui macro runs through @rolldown/plugin-babel before the React plugin
// (toolchain notes: plugin-babel 0.2.4 with @lingui/vite-plugin 6.8).

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The SSR bundle includes React & co.: pick their production builds at build time.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  // react-router's package exports name only its development build (its own framework plugin swaps
  // in the production one): production builds alias its production files.
  // `es2015` picks rxjs's ES2015 build (classes) over its ES5 one (tslib helpers, larger).
  resolve:
    mode === 'production'
      ? {
          conditions: ['es2015', ...defaultClientConditions],
          alias: [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ],
        }
      : undefined,
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
  ssr: {
    // Everything is bundled into dist/server, so plain Node ESM can import the entry:
    // several dependencies (yup → property-expr, formik, notistack, MUI's CJS/ESM mix)
    // cannot be imported by Node directly.
    noExternal: true,
  },
  build: {
    // Maps for the server bundle (stack traces); none published with the browser assets.
    sourcemap: Boolean(isSsrBuild),
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
}));
