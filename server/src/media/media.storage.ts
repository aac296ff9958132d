import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media files live. Keys are relative slash-separated paths (`news/<id>/large.webp`); a key
 * ending in `/` names a folder. The local disk is the default; an S3-compatible store implements the
 * same four methods, and nothing outside `media/` knows which one runs.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes one file, or everything under a folder key (`news/<id>/`). Missing files are fine. */
  delete(keyOrPrefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public address of a key (`/media/news/<id>/large.webp`). */
  publicUrl(key: string): string;
  /** The key of a public address of this storage, or undefined when the address is not ours. */
  keyOf(url: string): string | undefined;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\/?$/i;

/** Files under a folder (`DATA_DIR/uploads`), which the app serves at `/media`. */
export class LocalDiskStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly urlPrefix = '/media',
  ) {}

  /** The file of a key; keys that could leave the root (`..`, absolute, odd characters) are refused. */
  private file(key: string): string {
    if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid media key "${key}".`);
    }
    return path.join(this.root, key);
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

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(`${this.urlPrefix}/`) ? url.slice(this.urlPrefix.length + 1) : undefined;
  }
}
