import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type pg from 'pg';
import { MIGRATIONS_TABLE, listSequences, listTables, quoteIdent } from './catalog.js';
import type { SequenceState, TableDump } from './manifest.js';

/** Rows fetched per round trip: few round trips keep the snapshot (and, on PGlite, the site's wait) short. */
const FETCH_ROWS = 2000;

export interface DatabaseDump {
  serverVersion: string;
  migrations: string[];
  tables: TableDump[];
  sequences: SequenceState[];
  /** Keys of media files the rows mention (`/media/<key>`). */
  mediaKeys: Set<string>;
}

const MEDIA_URL = /\/media\/([A-Za-z0-9][A-Za-z0-9_.\-/]*[A-Za-z0-9])/g;

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/**
 * Writes every table of the connection's schema to `folder/<table>.ndjson` (one row_to_json per line),
 * all read in ONE repeatable-read transaction, so the files are one consistent snapshot even while
 * the site writes. On the embedded database the site's own queries wait while it runs (PGlite is a
 * single session), which is why the rows are fetched in large batches.
 */
export async function dumpDatabase(client: pg.ClientBase, folder: string): Promise<DatabaseDump> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const dump = await dumpInSnapshot(client, folder);
    await client.query('commit');
    return dump;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

async function dumpInSnapshot(client: pg.ClientBase, folder: string): Promise<DatabaseDump> {
  const mediaKeys = new Set<string>();
  const tables: TableDump[] = [];
  for (const table of await listTables(client)) {
    const file = `${encodeURIComponent(table.name)}.ndjson`;
    const { rows, sha256 } = await dumpTable(client, table.name, table.orderBy, path.join(folder, file), mediaKeys);
    tables.push({ name: table.name, columns: table.columns, rows, file, sha256 });
  }
  const sequences: SequenceState[] = [];
  for (const name of await listSequences(client)) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value, is_called from ${quoteIdent(name)}`);
    sequences.push({ name, lastValue: String(rows[0]!.last_value), isCalled: rows[0]!.is_called });
  }
  const migrations = tables.some((table) => table.name === MIGRATIONS_TABLE)
    ? (await client.query<{ name: string }>(`select name from ${quoteIdent(MIGRATIONS_TABLE)} order by id`)).rows.map((row) => row.name)
    : [];
  const { rows: version } = await client.query<{ server_version: string }>('show server_version');
  return { serverVersion: version[0]!.server_version, migrations, tables, sequences, mediaKeys };
}

async function dumpTable(client: pg.ClientBase, table: string, orderBy: string[], file: string, mediaKeys: Set<string>) {
  const stream = createWriteStream(file, { mode: 0o600 });
  const hash = createHash('sha256');
  let rows = 0;
  try {
    const order = orderBy.length ? ` order by ${orderBy.map(quoteIdent).join(', ')}` : '';
    await client.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoteIdent(table)} t${order}`);
    for (;;) {
      const batch = await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      if (!batch.rows.length) break;
      const text = batch.rows.map((r) => r.row + '\n').join('');
      for (const match of text.matchAll(MEDIA_URL)) mediaKeys.add(match[1]!);
      hash.update(text);
      rows += batch.rows.length;
      await write(stream, text);
    }
    await client.query('close backup_rows');
  } finally {
    stream.end();
    await once(stream, 'close');
  }
  return { rows, sha256: hash.digest('hex') };
}
