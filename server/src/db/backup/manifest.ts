import { BackupError } from './backup-error.js';

/** Names the archive's kind, so a restore can tell a backup of this site from any other tar.gz. */
export const ARCHIVE_KIND = 'dergi-backup';
/** Raised when the archive's layout changes; a restore refuses a format newer than it knows. */
export const FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const MEDIA_FOLDER = 'media';

export interface TableDump {
  name: string;
  /** Columns the rows are loaded into (generated columns are left out: the database computes them). */
  columns: string[];
  rows: number;
  /** File under `database/` holding one JSON object per row, in primary-key order. */
  file: string;
  sha256: string;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface MediaFile {
  /** Slash-separated key under DATA_DIR/uploads (and under `media/` in the archive). */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  kind: typeof ARCHIVE_KIND;
  formatVersion: number;
  createdAt: string;
  database: {
    /** Where the backup was taken from: the embedded PGlite or a PostgreSQL server. */
    kind: 'embedded' | 'postgresql';
    serverVersion: string;
    /** Applied migrations, oldest first: the schema version of the rows. */
    migrations: string[];
    tables: TableDump[];
    sequences: SequenceState[];
  };
  media: {
    files: MediaFile[];
    /** Media the database refers to that were not in DATA_DIR/uploads when the backup was taken. */
    missing: string[];
  };
}

/** The manifest of an extracted archive, checked for shape and version. */
export function parseManifest(text: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BackupError('The archive is not a backup of this site: its manifest is not valid JSON.');
  }
  if (manifest.kind !== ARCHIVE_KIND || typeof manifest.formatVersion !== 'number') {
    throw new BackupError('The archive is not a backup of this site (its manifest does not name one).');
  }
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `Version mismatch: the archive has backup format ${manifest.formatVersion}, this version of the site reads up to ${FORMAT_VERSION}. Update the site, then restore.`,
    );
  }
  if (!Array.isArray(manifest.database?.tables) || !Array.isArray(manifest.database?.migrations) || !Array.isArray(manifest.media?.files)) {
    throw new BackupError('The archive is damaged: its manifest lacks the database or media lists.');
  }
  return manifest as Manifest;
}
