import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config.js';
import type { PageCache } from '../ssr/page-cache.js';
import { robotsTxt } from './robots.js';
import { latestNews, rssXml } from './rss.js';
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { brotliOptions, KEPT_BROTLI_QUALITY, KEPT_GZIP, negotiateEncoding, ownBytes, type Encoding } from './compression.js';
import { parseSitemapFileName, sitemapFiles, sitemapFileVersion, sitemapIndexXml, writeSitemapFile, type SitemapFile } from './sitemap.js';

interface Deps {
  em: EntityManager;
  config: Config;
  /** Its staff changes make the sitemaps read the database again at once. */
  pages?: PageCache;
}

/** Crawlers and feed readers may keep these a little while; new content shows up within minutes. */
const SHORT_CACHE = 'public, max-age=300';

const XML = 'application/xml; charset=utf-8';

/**
 * Compressed sitemap files kept in memory while their rows have not changed (sitemapFileVersion):
 * compressing a file's 1,000 URLs costs about ten times serving it kept. At most KEPT_FILES files
 * (about 30 kB each compressed); uncompressed answers are streamed every time.
 */
const KEPT_FILES = 1_000;
class KeptSitemapFiles {
  private readonly files = new Map<string, { version: string; body: Buffer }>();

  get(key: string, version: string): Buffer | undefined {
    const kept = this.files.get(key);
    return kept?.version === version ? kept.body : undefined;
  }

  set(key: string, version: string, body: Buffer) {
    this.files.delete(key);
    if (this.files.size >= KEPT_FILES) this.files.delete(this.files.keys().next().value!);
    this.files.set(key, { version, body });
  }
}

/**
 * What a sitemap answer reads from the database (the files there are, a file's version), asked
 * again at most every `ttlMs` per key: crawlers are told to keep sitemaps five minutes anyway, and
 * without it every request of a crawl waited on the database (p95 150–300 ms at 10 and 50
 * connections for 0.4–1.2 ms of CPU). Concurrent asks of one key share one query.
 */
export function shortLived<T>(ttlMs: number, now: () => number = Date.now) {
  const known = new Map<string, { value: Promise<T>; until: number }>();
  const ask = (key: string, read: () => Promise<T>): Promise<T> => {
    const entry = known.get(key);
    if (entry && now() < entry.until) return entry.value;
    const value = read();
    known.set(key, { value, until: now() + ttlMs });
    // A failed read is not kept: the next ask tries again.
    value.catch(() => known.get(key)?.value === value && known.delete(key));
    if (known.size > KEPT_FILES * 2) known.delete(known.keys().next().value!);
    return value;
  };
  /** Forgets every answer (a staff change: the next ask reads the database). */
  ask.forget = () => known.clear();
  return ask;
}

/**
 * A sitemap file, written to the response batch by batch as the rows come (waiting when the client
 * is slow); compressed here, once, when the client accepts it, and the compressed bytes kept.
 */
async function streamSitemapFile(
  em: EntityManager,
  publicUrl: string,
  kept: KeptSitemapFiles,
  versions: ReturnType<typeof shortLived<string>>,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  const file = parseSitemapFileName(req.path.slice(1));
  // A file name that could be a sitemap's but is not one (or lies past the last) is a plain 404.
  if (!file) return void res.sendStatus(404);
  const encoding = negotiateEncoding(req.get('accept-encoding'));
  res.vary('Accept-Encoding');
  try {
    const key = `${req.path}:${encoding ?? 'identity'}`;
    const version = encoding ? await versions(req.path, () => sitemapFileVersion(em, file)) : '';
    const body = encoding && kept.get(key, version);
    if (body) return void res.status(200).type(XML).set({ 'Cache-Control': SHORT_CACHE, 'Content-Encoding': encoding }).send(body);

    const compressor = encoding ? compressorFor(encoding) : undefined;
    const parts: Buffer[] = [];
    const start = () => {
      if (res.headersSent) return;
      res.status(200).type(XML).set('Cache-Control', SHORT_CACHE);
      if (encoding) res.set('Content-Encoding', encoding);
    };
    const toClient = (chunk: string | Buffer, resume: () => void) => (res.write(chunk) || res.destroyed ? true : (res.once('drain', resume), false));
    compressor?.on('data', (data: Buffer) => {
      parts.push(data);
      if (!toClient(data, () => compressor.resume())) compressor.pause();
    });
    const write = (chunk: string) => {
      start();
      if (compressor) return compressor.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => compressor.once('drain', resolve));
      return new Promise<void>((resolve) => (toClient(chunk, resolve) ? resolve() : res.once('close', resolve)));
    };
    if (!(await writeSitemapFile(em, publicUrl, file, write))) {
      compressor?.destroy();
      return void res.sendStatus(404);
    }
    if (compressor) {
      await new Promise<void>((resolve, reject) => compressor.once('end', resolve).once('error', reject).end());
      kept.set(key, version, Buffer.concat(parts));
    }
    res.end();
  } catch (error) {
    // Once the file has begun, the client can only be told by a cut answer.
    if (res.headersSent) res.destroy(error as Error);
    else next(error);
  }
}

/** Kept forms are compressed once, at the levels the page cache keeps pages at. */
const compressorFor = (encoding: Encoding) => (encoding === 'br' ? createBrotliCompress(brotliOptions(0, KEPT_BROTLI_QUALITY)) : createGzip(KEPT_GZIP));

/**
 * The sitemap index in the form a request accepts, made once per list of files (`shortLived` keeps a
 * list while the pages are kept): 200 news files make it ~17 kB, and compressing it on every
 * request cost half of its CPU and, at 50 connections, ~50 MB of dead buffers waiting for a collection.
 */
function keptSitemapIndex(publicUrl: string) {
  const forms = new WeakMap<SitemapFile[], Partial<Record<Encoding | 'identity', Buffer>>>();
  return (files: SitemapFile[], encoding: Encoding | undefined): Buffer => {
    const known = forms.get(files) ?? {};
    forms.set(files, known);
    const plain = (known.identity ??= Buffer.from(sitemapIndexXml(publicUrl, files)));
    if (!encoding) return plain;
    return (known[encoding] ??= ownBytes(encoding === 'br' ? brotliCompressSync(plain, brotliOptions(plain.byteLength, KEPT_BROTLI_QUALITY)) : gzipSync(plain, KEPT_GZIP)));
  };
}

/**
 * /sitemap.xml (an index of files), /rss.xml and /robots.txt (design §3), built from the database on each request with
 * absolute links on the configured public address (never the request's host).
 */
export function siteRouter({ em, config, pages }: Deps): Router {
  const router = Router();
  const send = (type: string, body: (em: EntityManager) => Promise<string> | string) => async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const text = await body(em.fork());
      res.status(200).type(type).set('Cache-Control', SHORT_CACHE).send(text);
    } catch (error) {
      next(error);
    }
  };
  // As long as a page is kept (PAGE_CACHE_SECONDS): a new story shows in the sitemaps as soon as on the site.
  const ttlMs = config.pageCache.ttlSeconds * 1000;
  const files = shortLived<SitemapFile[]>(ttlMs);
  const sitemapIndex = keptSitemapIndex(config.publicUrl);
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const encoding = negotiateEncoding(req.get('accept-encoding'));
      const body = sitemapIndex(await files('index', () => sitemapFiles(em.fork())), encoding);
      res.status(200).type(XML).set('Cache-Control', SHORT_CACHE).vary('Accept-Encoding');
      if (encoding) res.set('Content-Encoding', encoding);
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
  const kept = new KeptSitemapFiles();
  const versions = shortLived<string>(ttlMs);
  pages?.onClear(() => {
    files.forget();
    versions.forget();
  });
  router.get(/^\/sitemap-[a-z]+(-\d+)?\.xml$/, (req, res, next) => void streamSitemapFile(em.fork(), config.publicUrl, kept, versions, req, res, next));
  router.get('/rss.xml', send('application/rss+xml; charset=utf-8', async (fork) => rssXml(config.publicUrl, await latestNews(fork))));
  router.get('/robots.txt', send('text/plain; charset=utf-8', () => robotsTxt(config.publicUrl)));
  return router;
}
