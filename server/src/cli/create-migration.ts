import 'reflect-metadata';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database.js';

/**
 * Writes a migration with the difference between the entities and the schema the existing
 * migrations build, computed on a throwaway embedded database, then relists the migrations.
 */
const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-migration-'));
const name = process.argv[2];

const db = await openDatabase({ dataDir });
try {
  const result = await db.orm.migrator.create(migrationsDir, false, false, name);
  console.log(result.diff.up.length ? `created ${result.fileName}` : 'no schema changes: nothing created');
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const classes = readdirSync(migrationsDir)
  .filter((file) => /^Migration\d+.*\.ts$/.test(file))
  .sort()
  .map((file) => file.replace(/\.ts$/, ''));
writeFileSync(
  path.join(migrationsDir, 'index.ts'),
  '// The list of migrations, oldest first. `npm run migration:create -w server` rewrites this file.\n' +
    classes.map((file) => `import { ${file} } from './${file}.js';`).join('\n') +
    `\n\nexport const migrationsList = [${classes.map((file) => `\n  { name: '${file}', class: ${file} },`).join('')}\n];\n`,
);
