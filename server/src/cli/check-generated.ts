import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { schemaText } from '../graphql/emit-schema.js';
import { limitsFile, limitsText } from '../graphql/limits.js';
// The client's codegen step (scripts/codegen.mjs) splits the typed documents the same way.
import { documentDirectories, splitDocuments, type GeneratedFile } from '../../../client/scripts/split-documents.mjs';

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
const generated: GeneratedFile[] = await generate({ ...codegenConfig, silent: true }, false);
process.chdir(previous);
const files = splitDocuments(generated);
for (const file of files) {
  const target = path.resolve(root, file.filename);
  if (!existsSync(target) || readFileSync(target, 'utf8') !== file.content) stale.push(path.relative(root, target));
}
// A document module that is no longer generated (its operation was removed or renamed).
const expected = new Set(files.map((file) => path.resolve(root, file.filename)));
for (const directory of documentDirectories(generated).map((directory) => path.resolve(root, directory))) {
  if (!existsSync(directory)) continue;
  for (const name of readdirSync(directory)) if (!expected.has(path.join(directory, name))) stale.push(path.relative(root, path.join(directory, name)));
}

if (stale.length) {
  console.error(`Generated files are stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('schema.graphql and client/src/gql are up to date.');
