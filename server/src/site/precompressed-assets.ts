import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** A text asset as it is sent: the bytes of the form chosen (a variant or the plain file) and its headers. */
interface KeptAsset {
  body: Buffer;
  etag: string;
  lastModified: string;
  encoding?: Encoding;
}

/**
 * The form of `file` to send for `encoding` (its `.br` or `.gz` variant when the build wrote one,
 * else the plain file), read whole; undefined when the file is not there.
 */
async function readAsset(file: string, encoding: Encoding | undefined): Promise<KeptAsset | undefined> {
  const plain = await fileStats(file);
  if (!plain) return undefined;
  const variant = encoding ? await fileStats(file + SUFFIX[encoding]) : undefined;
  const stats = variant ?? plain;
  return {
    body: await readFile(variant ? file + SUFFIX[encoding!] : file),
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variant ? `-${encoding}` : ''}"`,
    lastModified: plain.mtime.toUTCString(),
    encoding: variant ? encoding : undefined,
  };
}

/**
 * Serves the hashed text assets of `root` (mounted at /assets) from the `.br` or `.gz` file the
 * build wrote beside each, as the request's `Accept-Encoding` allows, else the plain file; always
 * with its own type, `Vary: Accept-Encoding` and a year of immutable caching. A hashed name never
 * changes content, so each form is read from disk once and kept (the build's text assets are a few
 * MB in all; only files that are there are kept): reading it again for every request cost two
 * `stat`s, an open and a 64 kB read buffer each time, more CPU than sending a kept page.
 * Other files that are there (images, fonts) go on to the next handler; a file that is not there,
 * or a path that cannot name one, is a 404 whose body names no path on the server's disk.
 */
export function precompressedAssets(root: string) {
  const base = path.resolve(root);
  const kept = new Map<string, Promise<KeptAsset | undefined>>();
  const assetOf = (file: string, encoding: Encoding | undefined) => {
    const key = `${file}\0${encoding ?? ''}`;
    const known = kept.get(key);
    if (known) return known;
    const reading = readAsset(file, encoding);
    kept.set(key, reading);
    // A file that is not there (or could not be read) is asked the disk again next time.
    const forget = () => kept.get(key) === reading && kept.delete(key);
    reading.then((asset) => asset ?? forget(), forget);
    return reading;
  };
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
      if (!type) return (await fileStats(file)) ? next() : fileNotFound(res);
      const asset = await assetOf(file, negotiateEncoding(req.get('accept-encoding')));
      if (!asset) return fileNotFound(res);
      varyOnEncoding(res);
      res.set({ 'Content-Type': type, 'Cache-Control': IMMUTABLE, ETag: asset.etag, 'Last-Modified': asset.lastModified });
      if (asset.encoding) res.set('Content-Encoding', asset.encoding);
      if (req.get('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) return void res.status(304).end();
      res.set('Content-Length', String(asset.body.byteLength));
      if (req.method === 'HEAD') return void res.status(200).end();
      res.status(200).end(asset.body);
    } catch (error) {
      next(error);
    }
  };
}
