import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { listForeignKeys, listTables, quoteIdent } from './catalog.js';
import { BackupError } from './backup-error.js';
import type { Manifest, TableDump } from './manifest.js';

/** Rows, and bytes of JSON, sent per INSERT. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads the archive's rows into a database whose schema was just migrated to the archive's version,
 * in one transaction: the foreign keys are dropped for the load (so neither table order nor a
 * self-reference matters) and added back afterwards, which checks every row against them; rows the
 * migrations themselves inserted are replaced; the tables' own triggers are off while the rows go
 * in; sequences continue where the backup's stood.
 */
export async function loadRows(client: pg.ClientBase, manifest: Manifest, folder: string): Promise<void> {
  await client.query('begin');
  try {
    await checkShapes(client, manifest.database.tables);
    const foreignKeys = await listForeignKeys(client);
    for (const key of foreignKeys) await client.query(`alter table ${quoteIdent(key.table)} drop constraint ${quoteIdent(key.name)}`);
    const names = manifest.database.tables.map((table) => quoteIdent(table.name));
    if (names.length) await client.query(`truncate ${names.join(', ')}`);
    // The archive's rows are final, derived ones included (kept list counts): the triggers that
    // maintain those must not count the loaded rows a second time.
    for (const name of names) await client.query(`alter table ${name} disable trigger user`);
    for (const table of manifest.database.tables) await loadTable(client, table, path.join(folder, table.file));
    for (const name of names) await client.query(`alter table ${name} enable trigger user`);
    for (const key of foreignKeys) {
      await client.query(`alter table ${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`);
    }
    for (const sequence of manifest.database.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [quoteIdent(sequence.name), sequence.lastValue, sequence.isCalled]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** Every table of the archive exists here with the same columns (same schema version, so it should). */
async function checkShapes(client: pg.ClientBase, tables: TableDump[]): Promise<void> {
  const here = new Map((await listTables(client)).map((table) => [table.name, table.columns.join(',')]));
  for (const table of tables) {
    if (here.get(table.name) !== table.columns.join(',')) {
      throw new BackupError(`Version mismatch: the table "${table.name}" of the archive does not match this version's schema.`);
    }
  }
}

async function loadTable(client: pg.ClientBase, table: TableDump, file: string): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const insert = `insert into ${quoteIdent(table.name)} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  let loaded = 0;
  const flush = async () => {
    if (!batch.length) return;
    const result = await client.query(insert, [`[${batch.join(',')}]`]);
    loaded += result.rowCount ?? 0;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  if (loaded !== table.rows) throw new BackupError(`The archive is damaged: ${table.name} should hold ${table.rows} rows, ${loaded} were loaded.`);
}
