import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../config.js';
import { S3Storage } from './s3-storage.js';

/**
 * Where media files live. Keys are relative slash-separated paths (`news/<id>/large.webp`); a key
 * ending in `/` names a folder. The local disk is the default; an S3-compatible bucket (`S3_*`
 * settings, s3-storage.ts) implements the same methods, and only `/media` serving and backups know
 * which one runs.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes one file, or everything under a folder key (`news/<id>/`). Missing files are fine. */
  delete(keyOrPrefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The bytes of one file, or undefined when it is not there. */
  read(key: string): Promise<Buffer | undefined>;
  /** The keys of every file under a folder key (all when none), sorted; pending marks and half-written files included. */
  list(prefix?: string): Promise<string[]>;
  /** The public address of a key (`/media/news/<id>/large.webp`). */
  publicUrl(key: string): string;
  /** The key of a public address of this storage, or undefined when the address is not ours. */
  keyOf(url: string): string | undefined;
  /**
   * Creates an upload's new folder (`news/<id>/`) holding only a pending mark that names its owner,
   * all at once: no one sees the folder without its mark. The mark stays until the upload's record
   * is committed (`settle`), so a folder left by a crash can be told from a stored one.
   */
  createPending(folder: string, owner: string): Promise<void>;
  /** Drops a folder's pending mark and any half-written file: its record is committed. */
  settle(folder: string): Promise<void>;
  /** Every upload folder, and every folder still being created, with its state (for the start-up sweep). */
  listFolders(): Promise<MediaFolder[]>;
}

export interface MediaFolder {
  /** The folder's key (`news/<id>/`); `delete` takes it. */
  key: string;
  /** Still being created: never a stored upload's folder. */
  creating: boolean;
  /** Who created it, while it is pending (`createPending`'s owner). */
  owner?: string;
  /** When it was created or marked pending. */
  since: Date;
  /** It holds a pending mark or a half-written file. */
  unsettled: boolean;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/(?:\.creating-)?[a-z0-9][a-z0-9_.-]*)*\/?$/i;
export const PENDING_MARK = '.pending-';
const CREATING = '.creating-';
const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** The key itself, when it is one: keys that could leave the root (`..`, absolute, odd characters) are refused. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid media key "${key}".`);
  }
  return key;
}

/** The storage of a configuration: the bucket of the `S3_*` settings, else the local disk under `DATA_DIR/uploads`. */
export function createMediaStorage(config: { dataDir: string; s3?: S3Settings }): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** Files under a folder (`DATA_DIR/uploads`), which the app serves at `/media`. */
export class LocalDiskStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly urlPrefix = '/media',
  ) {}

  /** The file of a key; keys that could leave the root (`..`, absolute, odd characters) are refused. */
  private file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a dot-name first (express.static does not serve dotfiles), then renamed into
    // place, so a reader never sees half a file.
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(keyOrPrefix: string): Promise<void> {
    await rm(this.file(keyOrPrefix), { recursive: keyOrPrefix.endsWith('/'), force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    return readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
  }

  async list(prefix = ''): Promise<string[]> {
    const dir = prefix ? this.file(prefix) : this.root;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  }

  async createPending(folder: string, owner: string): Promise<void> {
    const final = this.file(folder);
    const creating = path.join(path.dirname(final), `${CREATING}${owner}.${randomBytes(6).toString('hex')}`);
    await mkdir(creating, { recursive: true });
    try {
      await writeFile(path.join(creating, PENDING_MARK + owner), '');
      await rename(creating, final);
    } catch (error) {
      await rm(creating, { recursive: true, force: true });
      throw error;
    }
  }

  async settle(folder: string): Promise<void> {
    const dir = this.file(folder);
    for (const name of await readdir(dir)) {
      if (name.startsWith(PENDING_MARK) || isTemporary(name)) await rm(path.join(dir, name), { force: true });
    }
  }

  async listFolders(): Promise<MediaFolder[]> {
    const folders: MediaFolder[] = [];
    for (const group of await subfolders(this.root)) {
      for (const name of await subfolders(path.join(this.root, group))) {
        const dir = path.join(this.root, group, name);
        const creating = name.startsWith(CREATING);
        const files = await readdir(dir).catch(() => [] as string[]);
        const mark = files.find((file) => file.startsWith(PENDING_MARK));
        const owner = mark ? mark.slice(PENDING_MARK.length) : creating ? name.slice(CREATING.length, name.lastIndexOf('.')) : undefined;
        const since = await stat(mark ? path.join(dir, mark) : dir).then((info) => info.mtime, () => new Date());
        folders.push({ key: `${group}/${name}/`, creating, owner, since, unsettled: mark !== undefined || files.some(isTemporary) });
      }
    }
    return folders;
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(`${this.urlPrefix}/`) ? url.slice(this.urlPrefix.length + 1) : undefined;
  }
}

/** The names of the folders right under `dir` (none when it does not exist). */
async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
