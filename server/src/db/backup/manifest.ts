import { BackupError } from './backup-error.js';

/** Names the archive's kind, so a restore can tell a backup of this site from any other tar.gz. */
export const ARCHIVE_KIND = 'dergi-backup';
/** Raised when the archive's layout changes; a restore refuses a format newer than it knows. */
export const FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const MEDIA_FOLDER = 'media';

/** A table's file: one name, no folder. */
const SAFE_FILE = /^[A-Za-z0-9_%][A-Za-z0-9_%.-]*\.ndjson$/;
/** The media storage's key shape: every segment starts with a letter or digit, so none is `..`. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

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
/** A slash-separated path that stays inside its folder (no empty, `.` or `..` segment). */
function isRelativeKey(key: unknown): boolean {
  return typeof key === 'string' && !/[\\\0]/.test(key) && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

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
  const unsafe = [
    ...manifest.database.tables.map((table) => table.file).filter((file) => typeof file !== 'string' || !SAFE_FILE.test(file)),
    ...manifest.media.files.map((file) => file.path).filter((key) => !isRelativeKey(key)),
  ];
  if (unsafe.length) throw new BackupError(`The archive is damaged: its manifest names files outside the archive's layout (${unsafe.slice(0, 3).join(', ')}).`);
  return manifest as Manifest;
}
