import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { limitsFile, limitsText } from './limits.js';
import { buildBareSchema } from './schema.js';

/** Writes the schema the resolvers define to the repository's `schema.graphql` (and the input limits for the client). */
export async function schemaText(): Promise<string> {
  const header = '# Generated from the server\'s type-graphql code by `npm run codegen`. Do not edit.\n\n';
  return header + printSchema(await buildBareSchema()) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
  await writeFile(target, await schemaText());
  await writeFile(limitsFile, limitsText());
  console.log(`schema written to ${target}, input limits to ${limitsFile}`);
}
