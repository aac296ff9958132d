import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { negotiateEncoding, varyOnEncoding, type Encoding } from './compression.js';
import { fileNotFound } from './media-files.js';

/** Types of the text assets the client build precompresses (client/scripts/precompress.mjs). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Hashed file names never change content: caches keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the hashed text assets of `root` (mounted at /assets) from the `.br` or `.gz` file the
 * build wrote beside each, as the request's `Accept-Encoding` allows, else the plain file; always
 * with its own type, `Vary: Accept-Encoding` and a year of immutable caching. Other files that are
 * there (images, fonts) go on to the next handler; a file that is not there, or a path that cannot
 * name one, is a 404 whose body names no path on the server's disk.
 */
export function precompressedAssets(root: string) {
  const base = path.resolve(root);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return fileNotFound(res);
    }
    if (relative.includes('\0')) return fileNotFound(res);
    const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
    if (!file.startsWith(base + path.sep)) return fileNotFound(res);
    const type = TEXT_TYPES[path.extname(relative).toLowerCase()];

    try {
      const plain = await fileStats(file);
      if (!plain) return fileNotFound(res);
      if (!type) return next();
      const encoding = negotiateEncoding(req.get('accept-encoding'));
      const variant = encoding ? await fileStats(file + SUFFIX[encoding]) : undefined;
      const served = variant ? file + SUFFIX[encoding!] : file;
      const stats = variant ?? plain;
      const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variant ? `-${encoding}` : ''}"`;

      varyOnEncoding(res);
      res.set({ 'Content-Type': type, 'Cache-Control': IMMUTABLE, ETag: etag, 'Last-Modified': plain.mtime.toUTCString() });
      if (variant) res.set('Content-Encoding', encoding!);
      if (req.get('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return void res.status(304).end();
      res.set('Content-Length', String(stats.size));
      if (req.method === 'HEAD') return void res.status(200).end();
      const stream = createReadStream(served);
      stream.on('error', next);
      stream.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
