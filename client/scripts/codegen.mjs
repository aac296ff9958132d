// `npm run codegen`'s client part: GraphQL Code Generator with codegen.ts, each typed document in its
// own module (split-documents.mjs), document modules no longer generated removed. Run from the
// repository root.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { documentDirectories, splitDocuments } from './split-documents.mjs';

const { config } = await loadCodegenConfig({ configFilePath: path.resolve('codegen.ts') });
const generated = await generate({ ...config, silent: true }, false);
const files = splitDocuments(generated);
const written = new Set(files.map((file) => path.resolve(file.filename)));

for (const file of files) {
  mkdirSync(path.dirname(path.resolve(file.filename)), { recursive: true });
  writeFileSync(path.resolve(file.filename), file.content);
}
for (const directory of documentDirectories(generated).map((directory) => path.resolve(directory))) {
  for (const name of readdirSync(directory, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name)) {
    if (!written.has(path.join(directory, name))) rmSync(path.join(directory, name));
  }
}
console.log(`codegen: ${files.length} files written`);
