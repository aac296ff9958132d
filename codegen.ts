import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client, generated from the root schema.graphql.
 * Operations live in client/src/features/{admin,public}/<feature>/*.graphql (and lib/session).
 * Output: client/src/gql/ (and gql/page-types.ts) — generated, committed, never edited by hand.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: './schema.graphql',
  documents: ['client/src/**/*.{ts,tsx,graphql}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        scalars: { DateTimeISO: 'string' },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
    // The paged types for the Apollo cache's type policies.
    'client/src/gql/page-types.ts': { plugins: ['./client/scripts/page-types-plugin.mjs'] },
  },
};

export default config;
