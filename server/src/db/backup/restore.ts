import { access, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { extract } from 'tar';
import type { Config } from '../../config.js';
import { ormOptions } from '../database.js';
import { migrationsList } from '../migrations/index.js';
import { BackupError } from './backup-error.js';
import { checkEmptyTarget, connect, targetDatabase, type DatabaseAccess } from './connections.js';
import { quoteIdent } from './catalog.js';
import type { BackupLog } from './backup.js';
import { loadRows } from './load.js';
import { DATABASE_FOLDER, MANIFEST_FILE, MEDIA_FOLDER, parseManifest, type Manifest } from './manifest.js';
import { sha256File } from './media.js';
import { S3Storage } from '../../media/s3-storage.js';

type Settings = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

/**
 * Loads an archive into an empty DATA_DIR / database: the schema is migrated to the archive's
 * version, the rows are loaded, then the newer migrations of this version run, as on any upgrade.
 * A failed restore removes what it created, so it can simply be run again.
 */
export async function restoreBackup(settings: Settings, file: string, log: BackupLog): Promise<Manifest> {
  const archive = path.resolve(file);
  try {
    await access(archive, constants.R_OK);
  } catch {
    throw new BackupError(`Cannot read the archive ${archive}: no such file, or no permission to read it.`);
  }
  await checkEmptyTarget(settings);
  await mkdir(settings.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(settings.dataDir, '.restore-'));
  let undoMedia = async () => {};
  try {
    const manifest = await readArchive(archive, staging);
    const pendingMigrations = migrationsAfter(manifest.database.migrations);
    undoMedia = await placeMedia(settings, path.join(staging, MEDIA_FOLDER), manifest);
    const database = await targetDatabase(settings);
    try {
      await migrate(database, manifest.database.migrations.at(-1));
      const client = await connect(database.url, 'the target database');
      try {
        await loadRows(client, manifest, path.join(staging, DATABASE_FOLDER));
      } finally {
        await client.end().catch(() => {});
      }
      if (pendingMigrations.length) {
        log.info(`Bringing the schema up to this version: ${pendingMigrations.join(', ')}.`);
        await migrate(database);
      }
    } catch (error) {
      await undo(database, settings).catch(() => {});
      throw error;
    } finally {
      await database.release();
    }
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    log.info(`Restored ${archive} (taken ${manifest.createdAt}): ${manifest.database.tables.length} tables (${rows} rows) and ${manifest.media.files.length} media files.`);
    return manifest;
  } catch (error) {
    await undoMedia().catch(() => {});
    if (!settings.databaseUrl) await rm(path.join(settings.dataDir, 'pglite'), { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf' };

/**
 * Puts the archive's media where the site keeps them (checked empty): the staged folder becomes
 * DATA_DIR/uploads, or each file is uploaded to the bucket. Answers how to take them away again.
 */
async function placeMedia(settings: Settings, folder: string, manifest: Manifest): Promise<() => Promise<void>> {
  if (!settings.s3) {
    const uploads = path.join(settings.dataDir, 'uploads');
    await rm(uploads, { recursive: true, force: true }); // empty, as checked
    await rename(folder, uploads);
    return () => rm(uploads, { recursive: true, force: true });
  }
  const bucket = new S3Storage(settings.s3);
  const placed: string[] = [];
  const undo = async () => {
    const cleaner = new S3Storage(settings.s3!);
    try {
      for (const key of placed) await cleaner.delete(key);
    } finally {
      cleaner.close();
    }
  };
  try {
    for (const file of manifest.media.files) {
      const bytes = await readFile(path.join(folder, file.path));
      await bucket.put(file.path, bytes, CONTENT_TYPES[path.extname(file.path).slice(1)] ?? 'application/octet-stream');
      placed.push(file.path);
    }
  } catch (error) {
    await undo().catch(() => {});
    throw error;
  } finally {
    bucket.close();
  }
  return undo;
}

/** Extracts the archive (plain files and folders only, never outside `staging`) and checks every file. */
async function readArchive(archive: string, staging: string): Promise<Manifest> {
  try {
    await extract({ file: archive, cwd: staging, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
  } catch (error) {
    throw new BackupError(`Cannot read the archive ${archive}: it is not a complete .tar.gz (${(error as Error).message}).`);
  }
  let text: string;
  try {
    text = await readFile(path.join(staging, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${archive} is not a backup of this site: it holds no ${MANIFEST_FILE}.`);
  }
  const manifest = parseManifest(text);
  for (const table of manifest.database.tables) {
    await expectHash(path.join(staging, DATABASE_FOLDER, table.file), table.sha256, `the rows of ${table.name}`);
  }
  await mkdir(path.join(staging, MEDIA_FOLDER), { recursive: true });
  for (const media of manifest.media.files) await expectHash(path.join(staging, MEDIA_FOLDER, media.path), media.sha256, `the media file ${media.path}`);
  return manifest;
}

async function expectHash(file: string, expected: string, what: string): Promise<void> {
  const actual = await sha256File(file).catch(() => undefined);
  if (actual !== expected) throw new BackupError(`The archive is damaged: ${what} ${actual ? 'differ from their checksum' : 'are missing'}.`);
}

/** This version's migrations that the archive lacks; refuses an archive from a newer version. */
function migrationsAfter(applied: string[]): string[] {
  const known = migrationsList.map((migration) => migration.name);
  const unknown = applied.find((name, index) => known[index] !== name);
  if (unknown || !applied.length) {
    throw new BackupError(
      unknown
        ? `Version mismatch: the archive's database has the migration ${unknown}, which this version of the site does not know. Restore it with the version that made it (or a newer one).`
        : 'The archive holds no migrated database (no applied migrations).',
    );
  }
  return known.slice(applied.length);
}

async function migrate(database: DatabaseAccess, to?: string): Promise<void> {
  const orm = await MikroORM.init(ormOptions(database.url, database.kind === 'embedded'));
  try {
    await orm.migrator.up(to ? { to } : undefined);
  } finally {
    await orm.close(true);
  }
}

/** Drops what a failed restore created in the (formerly empty) PostgreSQL schema. */
async function undo(database: DatabaseAccess, settings: Settings): Promise<void> {
  if (!settings.databaseUrl) return; // the embedded folder is removed whole
  const client = await connect(database.url, 'the target database');
  try {
    const { rows } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    );
    if (rows.length) await client.query(`drop table ${rows.map((row) => quoteIdent(row.name)).join(', ')} cascade`);
    // The migrations' functions (trigger functions) go too, so the restore can simply be run again.
    const functions = await client.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema()`,
    );
    for (const { signature } of functions.rows) await client.query(`drop function if exists ${signature} cascade`);
  } finally {
    await client.end();
  }
}
