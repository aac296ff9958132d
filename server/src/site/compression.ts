import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type BrotliOptions, type Gzip, type ZlibOptions } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding a client asked for in `Accept-Encoding`, brotli first: the highest non-zero q
 * among `br` and `gzip` (`*` stands for any coding not named), a tie going to brotli.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** Text-like types worth compressing; images, fonts in woff2, PDFs and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(json|javascript|ecmascript|xml|[a-z.-]+\+(json|xml))\b)/i;

export function isCompressible(contentType: string | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/** Adds `Accept-Encoding` to `Vary` once. */
export function varyOnEncoding(res: Response) {
  res.vary('Accept-Encoding');
}

/**
 * `bytes` in a block of their own. What zlib answers is a view into its output chunk (64 kB in this
 * Node), and what a socket's reader answers a view into what it read, and the whole block lives as
 * long as the view: a kept page's 10 kB brotli form held 64 kB, so the page cache's limit counted a
 * sixth of what it held. Whatever is kept past its request is copied out first (a few µs).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * A whole body up to this size is compressed at once, on the request's own turn (about 0.8 ms for a
 * 70 kB page at brotli 4), instead of through a stream on libuv's pool: a stream's encoder lives
 * while its answer is in flight, ~1 MB of native memory for brotli, so 50 answers at once held
 * 40–60 MB more (measured on the sitemap index at 50 connections), and it is sent with its length.
 * Larger bodies, and bodies written in parts, go through a stream and never hold the loop long.
 */
export const ONE_SHOT_LIMIT = 256 * 1024;

/** Bodies up to this size get brotli's smallest window, 64 kB (see brotliOptions). */
export const SMALL_WINDOW_LIMIT = 128 * 1024;

/**
 * Brotli's settings for a text body of `length` bytes (0: not known, as for a stream). A body up to
 * SMALL_WINDOW_LIMIT gets the smallest window, 64 kB: with it brotli 5–9 use a small hash chain
 * instead of a 1 MB table, which the runtime's 256 kB mmap threshold (server/scripts/runtime-flags.mjs)
 * maps afresh for each body and which faults page by page when it is cleared. Rendered pages of 65–88
 * kB at brotli 5: 270–300 → 45–74 faults and about a third of the CPU, the bytes within ±0.3 %
 * (a page's far repeats, its data's JSON after its HTML, lie within 64 kB). A larger body gets a
 * window just large enough for it (16 MB at most; a stream keeps brotli's default 4 MB).
 */
export function brotliOptions(length: number, quality: number): BrotliOptions {
  const window = length <= SMALL_WINDOW_LIMIT ? 16 : Math.min(24, Math.ceil(Math.log2(length + 1)));
  const known = length > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: length, [constants.BROTLI_PARAM_LGWIN]: window } : {};
  return { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality, ...known } };
}

/**
 * Compressed for one response only (a kept page or answer is compressed once, at brotli 5, in
 * page-cache.ts): brotli 3 costs a fifth of 4's CPU here (its 512 kB table is mapped afresh for each
 * body and faults page by page) for ~6% more bytes on a rendered page (0.5 vs 2.3 ms, 4 vs 110
 * faults, 14.1 vs 13.3 kB for the 88 kB home) and fewer on a staff list's 13 kB JSON (1,182 vs
 * 1,256 B); gzip 5 three quarters of 6's CPU for 1% more bytes.
 */
const ON_THE_FLY_BROTLI = 3;
const GZIP_OPTIONS: ZlibOptions = { level: 5 };

/**
 * A kept form (a page or answer the page cache keeps, a sitemap) is compressed once and sent many
 * times: brotli 5 costs about a twentieth of 9's CPU for a few percent more bytes, gzip 6 about half of 9's.
 */
export const KEPT_BROTLI_QUALITY = 5;
export const KEPT_GZIP: ZlibOptions = { level: 6 };

interface Options {
  /** Bodies known to be smaller than this many bytes go as they are (the headers would eat the gain). */
  threshold?: number;
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Compresses text responses (HTML, JSON of REST and GraphQL, XML, text assets) with brotli or gzip
 * as the request's `Accept-Encoding` allows, streaming: the body goes through the compressor as it
 * is written. Leaves alone: responses that already have a `Content-Encoding` (precompressed files),
 * types that are compressed already (images, PDFs), `Cache-Control: no-transform`, HEAD, 204 and
 * 304, and bodies under the threshold. Request bodies (uploads) are never touched.
 */
export function compression({ threshold = 1024 }: Options = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const accepted = negotiateEncoding(req.get('accept-encoding'));
    const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => Response;
    const on = res.on.bind(res);
    let decided = false;
    let stream: BrotliCompress | Gzip | undefined;
    /** 'drain' listeners added before the choice: they follow the compressor when there is one. */
    const drainListeners: Array<(...args: unknown[]) => void> = [];

    const shouldCompress = (): boolean => {
      if (res.headersSent) return false;
      if (!isCompressible(res.getHeader('content-type')?.toString())) return false;
      varyOnEncoding(res);
      if (!accepted || req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return false;
      if (res.getHeader('content-encoding')) return false;
      if (/\bno-transform\b/i.test(res.getHeader('cache-control')?.toString() ?? '')) return false;
      return !res.hasHeader('content-length') || Number(res.getHeader('content-length')) >= threshold;
    };

    /** Headers of a compressed answer: its encoding, no length yet, and a weak validator. */
    const markEncoded = () => {
      res.setHeader('Content-Encoding', accepted!);
      res.removeHeader('Content-Length');
      // The bytes differ from the uncompressed ones: a strong validator would claim otherwise.
      const etag = res.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
    };

    /** The whole body compressed at once, or undefined when it goes as it is or through a stream. */
    const compressWhole = (body: Buffer): Buffer | undefined => {
      if (body.byteLength > ONE_SHOT_LIMIT || !shouldCompress()) return undefined;
      markEncoded();
      const encoded = accepted === 'br' ? brotliCompressSync(body, brotliOptions(body.byteLength, ON_THE_FLY_BROTLI)) : gzipSync(body, GZIP_OPTIONS);
      res.setHeader('Content-Length', encoded.byteLength);
      return encoded;
    };

    const decide = () => {
      decided = true;
      if (shouldCompress()) {
        const length = res.hasHeader('content-length') ? Number(res.getHeader('content-length')) : 0;
        const compressor = accepted === 'br' ? createBrotliCompress(brotliOptions(length, ON_THE_FLY_BROTLI)) : createGzip(GZIP_OPTIONS);
        markEncoded();
        compressor.on('data', (data: Buffer) => {
          if (!write(data)) compressor.pause();
        });
        on('drain', () => compressor.resume());
        compressor.on('end', () => end());
        compressor.on('error', (error) => res.destroy(error));
        stream = compressor;
      }
      flushDrainListeners();
    };

    const flushDrainListeners = () => {
      for (const listener of drainListeners.splice(0)) {
        if (stream) stream.on('drain', listener);
        else on('drain', listener);
      }
    };

    res.on = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
      if (event !== 'drain') return on(event, listener);
      if (!decided) drainListeners.push(listener);
      else if (stream) stream.on('drain', listener);
      else on(event, listener);
      return this;
    } as Response['on'];

    res.write = function (chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
      const cb = typeof encoding === 'function' ? encoding : callback;
      const enc = typeof encoding === 'string' ? encoding : undefined;
      // A write before the end: the length is unknown, so only the type and headers decide.
      if (!decided) decide();
      if (!stream) return write(chunk, enc, cb);
      return stream.write(typeof chunk === 'string' ? Buffer.from(chunk, enc) : chunk, cb);
    } as Response['write'];

    res.end = function (chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) {
      const cb = [chunk, encoding, callback].find((value): value is () => void => typeof value === 'function');
      const body = typeof chunk === 'function' ? undefined : chunk;
      const enc = typeof encoding === 'string' ? encoding : undefined;
      if (!decided && body !== undefined && !res.headersSent) {
        // The whole body is here: its length decides whether it is worth compressing, and how.
        const whole = typeof body === 'string' ? Buffer.from(body, enc) : body;
        if (!res.hasHeader('content-length')) res.setHeader('Content-Length', whole.byteLength);
        const encoded = compressWhole(Buffer.isBuffer(whole) ? whole : Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength));
        if (encoded) {
          decided = true;
          flushDrainListeners();
          return end(encoded, undefined, cb);
        }
      }
      if (!decided) decide();
      if (!stream) return end(body, enc, cb);
      if (cb) res.once('finish', cb);
      if (body === undefined) stream.end();
      else stream.end(typeof body === 'string' ? Buffer.from(body, enc) : body);
      return res;
    } as Response['end'];

    next();
  };
}
