import { fileURLToPath } from 'node:url';
import { MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../modules/common/paging.js';
import { modules } from '../modules/index.js';

/**
 * Every resource's input limits, by message-key area (each module's `limits`). The server's rules
 * read their module's constants; `npm run codegen` writes this object to `client/src/gql/limits.ts`,
 * so the forms' yup schemas and input hints use the same numbers (checked by `npm run codegen:check`).
 */
export const LIMITS = {
  ...Object.assign({}, ...modules.map((module) => module.limits ?? {})),
  Paging: { pageSize: { max: MAX_PAGE_SIZE }, query: { max: MAX_QUERY_LENGTH } },
};

export function limitsText(): string {
  return `// Generated from the server's input limits by \`npm run codegen\`. Do not edit.\nexport const LIMITS = ${JSON.stringify(LIMITS, null, 2)} as const;\n`;
}

/** Where the client reads them. */
export const limitsFile = fileURLToPath(new URL('../../../client/src/gql/limits.ts', import.meta.url));
