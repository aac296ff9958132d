import { pipeline } from 'node:stream/promises';
import express, { Router, type Request, type Response } from 'express';
import { LocalDiskStorage, type MediaStorage } from '../media/media.storage.js';
import { S3Storage } from '../media/s3-storage.js';

/** The JSON error envelope of a file that is not there: its body names no path on the server's disk. */
export function fileNotFound(res: Response): void {
  res.status(404).json({ error: { status: 404, code: 'NOT_FOUND', message: 'Not found.' } });
}

/** A stored file opened on its own runs nothing (see mediaFiles). */
const FILE_HEADERS = { 'Content-Security-Policy': 'sandbox', 'X-Content-Type-Options': 'nosniff' };
/** Stored files never change under their name (a new upload gets a new folder): a week, as express.static's maxAge '7d'. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * The uploads under /media, from whichever storage holds them. A stored file opened on its own
 * runs nothing: every answer carries `Content-Security-Policy: sandbox` (a PDF preview's scripts
 * and forms, should a viewer honour them, run in an opaque origin with no access to the site) and
 * `nosniff`. Anything missing or refused (a bad path, a directory, a pending mark) is a plain 404
 * whose message names no path.
 */
export function mediaFiles(storage: MediaStorage): Router {
  const router = Router();
  if (storage instanceof LocalDiskStorage) {
    router.use(
      express.static(storage.root, { maxAge: '7d', index: false, redirect: false, setHeaders: (res) => res.set(FILE_HEADERS) }),
    );
  } else if (storage instanceof S3Storage) {
    router.get('/{*key}', (req, res, next) => void bucketFile(storage, req, res).catch(next));
  }
  router.use((_req, res) => fileNotFound(res));
  return router;
}

/**
 * Streams one object of the bucket with the disk's headers, passing conditional and range requests
 * on; with S3_PUBLIC_URL an image is a redirect to it instead (a PDF is always streamed: its sandbox
 * header must come from here). Dot-names (pending marks) are never served, as on the disk.
 */
async function bucketFile(storage: S3Storage, req: Request, res: Response): Promise<void> {
  const key = decodeURIComponent(req.path.slice(1));
  if (!isServable(key)) return fileNotFound(res);
  if (storage.publicBase && !key.endsWith('.pdf')) {
    res.set('Cache-Control', CACHE_CONTROL);
    return res.redirect(302, `${storage.publicBase}/${key}`);
  }
  const object = await storage.open(key, {
    ifNoneMatch: req.get('If-None-Match'),
    ifModifiedSince: req.get('If-Modified-Since'),
    range: req.get('Range'),
  });
  if (!object) return fileNotFound(res);
  res.status(object.status).set({ ...object.headers, ...FILE_HEADERS, 'Cache-Control': CACHE_CONTROL });
  if (!object.body || req.method === 'HEAD') {
    object.body?.destroy();
    return void res.end();
  }
  // A reader who leaves mid-file ends the bucket's download too.
  await pipeline(object.body, res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}

const SERVABLE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i;
const isServable = (key: string) => SERVABLE.test(key) && !key.split('/').includes('..');
