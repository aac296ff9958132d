import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import { S3Storage } from '../../media/s3-storage.js';
import { MEDIA_KEY, type MediaFile } from './manifest.js';

/** How often, and how long apart, a file the database names but the folder lacks is looked for again. */
const MISSING_RECHECKS = 3;
const RECHECK_DELAY_MS = 300;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Keys of the files under a folder, skipping dot-names (files still being written, `.tmp`). */
export async function listFiles(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await listFiles(root, key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

/** Links (or, across file systems, copies) one file into the staging folder; false when it is gone. */
async function stageFile(source: string, target: string): Promise<boolean> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
  }
  try {
    await copyFile(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Where a backup takes the media from, and a restore puts them: the uploads folder, or the bucket of the S3_* settings. */
export interface MediaPlace {
  /** What the messages call it. */
  name: string;
  /** Keys of the stored files, without dot-names (pending marks, files still being written). */
  keys(): Promise<string[]>;
  /** Copies one file to `target`; false when it is gone. */
  stage(key: string, target: string): Promise<boolean>;
  close(): void;
}

type MediaSettings = Pick<Config, 'dataDir' | 's3'>;

/** The media of a site's settings. */
export function mediaPlace(settings: MediaSettings): MediaPlace {
  if (settings.s3) {
    const bucket = new S3Storage(settings.s3);
    return {
      name: `the bucket ${settings.s3.bucket}`,
      keys: async () => (await bucket.list()).filter((key) => !key.split('/').some((part) => part.startsWith('.'))),
      async stage(key, target) {
        const bytes = await bucket.read(key);
        if (!bytes) return false;
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, bytes);
        return true;
      },
      close: () => bucket.close(),
    };
  }
  const uploads = path.join(settings.dataDir, 'uploads');
  return { name: 'the uploads folder', keys: () => listFiles(uploads), stage: (key, target) => stageFile(path.join(uploads, key), target), close: () => {} };
}

export interface MediaSnapshot {
  files: MediaFile[];
  missing: string[];
}

/**
 * Copies the media (DATA_DIR/uploads or the bucket) into the staging folder AFTER the database snapshot: the app writes a
 * file before it commits the row that names it, so every file a snapshot row names exists by now.
 * Hard links make the copy instant and immune to later changes (files are replaced by rename, never
 * rewritten). A file deleted meanwhile is skipped; one the snapshot names but the folder lacks is
 * looked for a few times (it may be just being renamed into place) and then reported as missing.
 */
export async function snapshotMedia(
  media: MediaPlace,
  staging: string,
  referenced: Set<string>,
  warn: (message: string) => void,
): Promise<MediaSnapshot> {
  const staged = new Set<string>();
  for (const key of await media.keys()) {
    if (await media.stage(key, path.join(staging, key))) staged.add(key);
  }
  let pending = [...referenced].filter((key) => MEDIA_KEY.test(key) && !staged.has(key)).sort();
  for (let attempt = 0; attempt < MISSING_RECHECKS && pending.length; attempt++) {
    await sleep(RECHECK_DELAY_MS);
    for (const key of pending) {
      if (await media.stage(key, path.join(staging, key))) staged.add(key);
    }
    pending = pending.filter((key) => !staged.has(key));
  }
  for (const key of pending) warn(`The database refers to /media/${key}, which is not in ${media.name}; the backup goes on without it.`);
  const files: MediaFile[] = [];
  for (const key of [...staged].sort()) {
    const file = path.join(staging, key);
    files.push({ path: key, size: (await stat(file)).size, sha256: await sha256File(file) });
  }
  return { files, missing: pending };
}
