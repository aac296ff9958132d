import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import type { Config } from '../../config.js';
import { BackupError } from './backup-error.js';
import { connect, sourceDatabase } from './connections.js';
import { dumpDatabase, type DatabaseDump } from './dump.js';
import { ARCHIVE_KIND, DATABASE_FOLDER, FORMAT_VERSION, MANIFEST_FILE, MEDIA_FOLDER, type Manifest } from './manifest.js';
import { mediaPlace, snapshotMedia } from './media.js';

export interface BackupLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Writes one .tar.gz of the database and the media: the database first, as one consistent snapshot,
 * then the media, from the uploads folder or the bucket (see snapshotMedia for why this order keeps every named file). The archive
 * is written beside its final name and renamed into place, so FILE is always a complete archive.
 */
export async function createBackup(settings: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>, file: string, log: BackupLog): Promise<Manifest> {
  const target = path.resolve(file);
  const folder = path.dirname(target);
  if (!existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist: create it, or name a file in another folder.`);
  const staging = await mkdtemp(path.join(folder, `.${path.basename(target)}.staging-`));
  try {
    await mkdir(path.join(staging, DATABASE_FOLDER));
    await mkdir(path.join(staging, MEDIA_FOLDER));
    const { dump, kind } = await snapshotDatabase(settings, path.join(staging, DATABASE_FOLDER));
    const place = mediaPlace(settings);
    const media = await snapshotMedia(place, path.join(staging, MEDIA_FOLDER), dump.mediaKeys, log.warn).finally(() => place.close());
    const manifest: Manifest = {
      kind: ARCHIVE_KIND,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, serverVersion: dump.serverVersion, migrations: dump.migrations, tables: dump.tables, sequences: dump.sequences },
      media,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
    const partial = `${target}.partial`;
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, DATABASE_FOLDER, MEDIA_FOLDER]);
    await chmod(partial, 0o600); // it holds readers' addresses and the staff's password hashes
    await rename(partial, target);
    const rows = dump.tables.reduce((sum, table) => sum + table.rows, 0);
    log.info(`Backup written to ${target}: ${dump.tables.length} tables (${rows} rows) and ${media.files.length} media files.`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function snapshotDatabase(settings: Pick<Config, 'dataDir' | 'databaseUrl'>, folder: string): Promise<{ dump: DatabaseDump; kind: Manifest['database']['kind'] }> {
  const access = await sourceDatabase(settings);
  try {
    const client = await connect(access.url, access.kind === 'embedded' ? 'the embedded database' : 'the database of DATABASE_URL');
    try {
      return { dump: await dumpDatabase(client, folder), kind: access.kind };
    } finally {
      await client.end().catch(() => {});
    }
  } finally {
    await access.release();
  }
}
