import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { schemaText } from '../graphql/emit-schema.js';
import { limitsFile, limitsText } from '../graphql/limits.js';

/**
 * Fails when the committed `schema.graphql` or the client's generated code (client/src/gql) is not
 * what the server's code and the client's operations produce now. Fix with `npm run codegen`.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const stale: string[] = [];

const schemaFile = path.join(root, 'schema.graphql');
if (!existsSync(schemaFile) || readFileSync(schemaFile, 'utf8') !== (await schemaText())) stale.push('schema.graphql');

if (!existsSync(limitsFile) || readFileSync(limitsFile, 'utf8') !== limitsText()) stale.push(path.relative(root, limitsFile));

const { config: codegenConfig } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.ts') });
const previous = process.cwd();
process.chdir(root);
const files: { filename: string; content: string }[] = await generate({ ...codegenConfig, silent: true }, false);
process.chdir(previous);
for (const file of files) {
  const target = path.resolve(root, file.filename);
  if (!existsSync(target) || readFileSync(target, 'utf8') !== file.content) stale.push(path.relative(root, target));
}

if (stale.length) {
  console.error(`Generated files are stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('schema.graphql and client/src/gql are up to date.');
