// GraphQL Code Generator's client preset writes every typed document into one module
// (client/src/gql/graphql.ts). A bundler puts a module shared by many pages into one chunk holding
// every export any of them uses, so each public page would download the admin's operations too.
// This moves each document into its own module, client/src/gql/documents/<Name>.ts, re-exported
// from graphql.ts under the same name: imports do not change, and a page's chunks hold only the
// documents it uses. Used by `npm run codegen` (scripts/codegen.mjs) and by its staleness check.
import path from 'node:path';

const GENERATED_DOCUMENTS = /(^|[\\/])client[\\/]src[\\/]gql[\\/]graphql\.ts$/;
const DOCUMENT_STATEMENT = /^export const (\w+) = .* as unknown as DocumentNode<([^\n]*)>;$/gm;
const DOCUMENT_IMPORT = "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';\n";
const HEADER = `/* eslint-disable */\n${DOCUMENT_IMPORT}`;

function documentsDirectory(graphqlFile) {
  return path.join(path.dirname(graphqlFile), 'documents');
}

/** The directories of per-document modules among generate()'s files (nothing else belongs there). */
export function documentDirectories(files) {
  return [...new Set(files.filter((file) => GENERATED_DOCUMENTS.test(file.filename)).map((file) => documentsDirectory(file.filename)))];
}

/** `{ filename, content }[]` as `generate()` returns them, with graphql.ts's documents split out. */
export function splitDocuments(files) {
  return files.flatMap((file) => {
    if (!GENERATED_DOCUMENTS.test(file.filename)) return [file];
    const documents = [];
    const content = file.content.replace(DOCUMENT_STATEMENT, (statement, name, typeArguments) => {
      const types = [...new Set(typeArguments.match(/\b[A-Za-z_]\w*\b/g))].filter((type) => type !== 'unknown').sort();
      const typeImport = types.length ? `import type { ${types.join(', ')} } from '../graphql';\n` : '';
      documents.push({ filename: path.join(documentsDirectory(file.filename), `${name}.ts`), content: `${HEADER}${typeImport}\n${statement}\n` });
      return `export { ${name} } from './documents/${name}';`;
    });
    // The type import served only the documents.
    const rest = content.replace(DOCUMENT_IMPORT, '');
    return [{ ...file, content: /\bDocumentNode\b/.test(rest) ? content : rest }, ...documents];
  });
}
