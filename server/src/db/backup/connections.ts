import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Config } from '../../config.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { livePresence } from '../embedded-presence.js';
import { BackupError } from './backup-error.js';
import { mediaPlace } from './media.js';

type Settings = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

export interface DatabaseAccess {
  url: string;
  kind: 'embedded' | 'postgresql';
  /** Stops the embedded database this command started (nothing when it used a running site's). */
  release(): Promise<void>;
}

/** Tries to connect this often: a running site's embedded socket takes two connections, and frees one a moment after it closes. */
const CONNECT_ATTEMPTS = 5;
const CONNECT_RETRY_MS = 200;

export async function connect(url: string, what: string): Promise<pg.Client> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {}); // a dropped connection fails the next query, which reports it
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt >= CONNECT_ATTEMPTS) throw new BackupError(`Cannot connect to ${what}: ${(error as Error).message}`);
      await sleep(CONNECT_RETRY_MS);
    }
  }
}

const embeddedFolder = (settings: Settings) => path.join(settings.dataDir, 'pglite');

/**
 * The database to back up. A running site's embedded database is reached through the site's own
 * socket (PGlite must never be opened by two processes); a stopped one is opened here.
 */
export async function sourceDatabase(settings: Settings): Promise<DatabaseAccess> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, kind: 'postgresql', release: async () => {} };
  const running = await livePresence(settings.dataDir);
  if (running) return { url: running.url, kind: 'embedded', release: async () => {} };
  if (!existsSync(path.join(embeddedFolder(settings), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${settings.dataDir} (DATA_DIR) and no DATABASE_URL: nothing to back up.`);
  }
  const embedded = await startEmbeddedPostgres(settings.dataDir);
  return { url: embedded.url, kind: 'embedded', release: () => embedded.stop() };
}

const NOT_EMPTY = 'A restore only goes into an empty target: point DATA_DIR (and DATABASE_URL) at a new folder and a new database, or move the old ones away.';

/** Refuses a target that holds anything: a database with tables, or media (in the uploads folder or the bucket). */
export async function checkEmptyTarget(settings: Settings): Promise<void> {
  const media = mediaPlace(settings);
  try {
    const where = settings.s3 ? media.name : path.join(settings.dataDir, 'uploads');
    if ((await media.keys()).length) throw new BackupError(`${where} already holds media files. ${NOT_EMPTY}`);
  } finally {
    media.close();
  }
  if (settings.databaseUrl) {
    const client = await connect(settings.databaseUrl, 'the database of DATABASE_URL');
    try {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
      );
      if (Number(rows[0]!.count) > 0) throw new BackupError(`The database of DATABASE_URL is not empty (its schema holds ${rows[0]!.count} tables or sequences). ${NOT_EMPTY}`);
    } finally {
      await client.end();
    }
    return;
  }
  const running = await livePresence(settings.dataDir);
  if (running) throw new BackupError(`A site (pid ${running.pid}) is running on ${settings.dataDir}. ${NOT_EMPTY}`);
  const folder = embeddedFolder(settings);
  if (existsSync(folder) && readdirSync(folder).length) throw new BackupError(`${folder} already holds an embedded database. ${NOT_EMPTY}`);
}

/** The (checked empty) database to restore into; the embedded one is started here. */
export async function targetDatabase(settings: Settings): Promise<DatabaseAccess> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, kind: 'postgresql', release: async () => {} };
  const embedded = await startEmbeddedPostgres(settings.dataDir);
  return { url: embedded.url, kind: 'embedded', release: () => embedded.stop() };
}
