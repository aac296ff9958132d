import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import type { RenderResult } from '../../../client/src/ssr-contract.js';
import { noMetrics, type Metrics, type PageCacheResult } from '../lib/metrics.js';
import { previewTokenOf } from '../lib/preview-param.js';
import { withFallback, type RedisCircuit } from '../lib/redis-fallback.js';
import { SingleFlight } from '../lib/single-flight.js';
import { sharedCacheControl, STALE_IF_ERROR_MS } from '../site/cache-control.js';
import { brotliOptions, KEPT_BROTLI_QUALITY, KEPT_GZIP, negotiateEncoding, ownBytes } from '../site/compression.js';
import { adminUrlOf } from './admin-path.js';

/**
 * What a render answers: a public page (the client's RenderResult, its HTML as `body`) or a
 * reader's public API read (JSON). `shared`: every reader gets it alike, so it may be kept.
 */
export interface RenderedPage extends Omit<RenderResult, 'html'> {
  body: string;
  /** The body's media type (HTML when not given). */
  type?: string;
  /** Headers of an answer that is not kept (a 429's Retry-After). */
  headers?: Record<string, string>;
  /** Its data could not be had (the database away, or too slow): a kept copy may stand in for it. */
  unavailable?: boolean;
}

const HTML = 'text/html; charset=utf-8';
/** The media type of kept API answers (REST and GraphQL). */
export const JSON_TYPE = 'application/json; charset=utf-8';


/**
 * A kept page: its status, its brotli form made once per render, and a strong validator of its
 * body (a page rendered again unchanged keeps its ETag). Nearly every reader accepts brotli: the
 * gzip form is made from it when a reader first asks for gzip (`gzipFormOf`) and kept with it, and
 * the rare reader who accepts no compression gets the brotli form inflated.
 */
export interface KeptPage {
  status: number;
  /** Its media type (a page's HTML, an API answer's JSON). */
  type: string;
  /** The plain body's length in bytes. */
  size: number;
  encoded: { br: Buffer; gzip?: Buffer };
  etag: string;
}

/** A page as a store gives it back: the generation it was rendered in and when its freshness ends. */
export interface StoredPage {
  page: KeptPage;
  generation: number;
  freshUntil: number;
}

/**
 * Where kept pages live (design.md §4: process memory by default, Redis with REDIS_URL, so every
 * instance serves what one rendered). A clear (a staff change) moves the store to a new
 * generation: the pages of older ones are stale, and a render begun before it is not kept after it.
 */
export interface PageStore {
  /** The page at `key` (fresh or stale, while it is kept) and the store's generation now. */
  get(key: string): Promise<{ stored?: StoredPage; generation: number }>;
  /** The generation a render starts in (passed back to `put`). */
  generation(): Promise<number>;
  /** Keeps `page` fresh for `freshMs`, then stale `staleMs` more, unless the store was cleared since `generation`. */
  put(key: string, page: KeptPage, generation: number, freshMs: number, staleMs: number): Promise<void>;
  clear(): Promise<void>;
  /** Keeps the gzip form made for `page` (as the store gave it) with it, when the page is still the one kept. */
  keepGzipForm(page: KeptPage): Promise<void>;
}

const weight = (page: KeptPage) => page.encoded.br.byteLength + (page.encoded.gzip?.byteLength ?? 0);

/** A kept page's plain body (for a reader who accepts no compression). */
export const keptBody = (page: KeptPage): Buffer => brotliDecompressSync(page.encoded.br);

/**
 * The gzip form of a kept page, made from its brotli form the first time a reader asks for gzip
 * (about 1 ms for a page of 90 kB) and kept on the page: making it for every render cost as much
 * CPU as the brotli form, for the few readers (some crawlers, plain-HTTP clients) without brotli.
 * `made` is told when this call made it, so the store can keep it.
 */
export function gzipFormOf(page: KeptPage, made: (page: KeptPage) => void = () => undefined): Buffer {
  if (page.encoded.gzip) return page.encoded.gzip;
  page.encoded.gzip = ownBytes(gzipSync(keptBody(page), KEPT_GZIP));
  made(page);
  return page.encoded.gzip;
}

/** The pages in this process, within `maxBytes`: the least recently read go first. */
export class MemoryPageStore implements PageStore {
  private readonly pages = new Map<string, { stored: StoredPage; expiresAt: number; bytes: number }>();
  /** The key each kept page object is kept under (to count a form added to it later). */
  private readonly keys = new WeakMap<KeptPage, string>();
  private bytes = 0;
  private current = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string) {
    return { stored: this.read(key), generation: this.current };
  }

  /** The page at `key` without waiting (the kept-page fast path). */
  read(key: string): StoredPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Most recently read last: eviction takes from the front.
    this.pages.set(key, entry);
    return entry.stored;
  }

  /** The page at `key` if it is fresh and of the current generation. */
  readFresh(key: string): KeptPage | undefined {
    const stored = this.read(key);
    return stored && stored.generation === this.current && this.now() < stored.freshUntil ? stored.page : undefined;
  }

  async generation() {
    return this.current;
  }

  get currentGeneration(): number {
    return this.current;
  }

  async put(key: string, page: KeptPage, generation: number, freshMs: number, staleMs: number) {
    const bytes = weight(page);
    if (generation !== this.current || bytes > this.maxBytes) return;
    // A page read from Redis is a view into what its socket read: kept here, it gets its own bytes.
    page.encoded.br = ownBytes(page.encoded.br);
    if (page.encoded.gzip) page.encoded.gzip = ownBytes(page.encoded.gzip);
    this.remove(key);
    const now = this.now();
    this.pages.set(key, { stored: { page, generation, freshUntil: now + freshMs }, expiresAt: now + freshMs + staleMs, bytes });
    this.keys.set(page, key);
    this.bytes += bytes;
    this.evictOverLimit();
  }

  /** A staff change: the kept pages stay, as stale ones. */
  async clear() {
    this.current += 1;
  }

  /** Forgets every page (and refuses renders begun before). */
  drop() {
    this.current += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  /** How many pages are kept (tests). */
  get size(): number {
    return this.pages.size;
  }

  /** How many bytes the kept pages hold (tests). */
  get keptBytes(): number {
    return this.bytes;
  }

  /** The form is on the page object already; its bytes now count against the limit. */
  async keepGzipForm(page: KeptPage) {
    const key = this.keys.get(page);
    const entry = key === undefined ? undefined : this.pages.get(key);
    if (!entry || entry.stored.page !== page) return;
    const bytes = weight(page);
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    // The page was just read, so it is the last to go.
    this.evictOverLimit();
  }

  private evictOverLimit() {
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** The ETag of the page kept at `key`, without touching its place in the order. */
  etagOf(key: string): string | undefined {
    return this.pages.get(key)?.stored.page.etag;
  }

  private remove(key: string) {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Keeps the page only if no clear came since its render began. A page is put as rendered, with its
 * brotli form only: the gzip form of the page it replaces goes (keepGzipForm adds one later).
 */
const PUT_SCRIPT = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2])
redis.call('HSET', KEYS[2], 'generation', ARGV[1], 'status', ARGV[2], 'etag', ARGV[3], 'freshUntil', ARGV[4], 'size', ARGV[5], 'br', ARGV[6], 'type', ARGV[8])
redis.call('PEXPIRE', KEYS[2], ARGV[7])
return 1
`;

/** Adds the gzip form to the page kept at the key if it is still the page with that ETag. */
const GZIP_FORM_SCRIPT = `
if redis.call('HGET', KEYS[1], 'etag') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'gzip', ARGV[2])
return 1
`;

const FIELDS = ['generation', 'status', 'etag', 'freshUntil', 'size', 'br', 'gzip', 'type'] as const;

/**
 * The pages in Redis, shared by every instance of one site (`prefix` names the site); each page
 * expires by itself at the end of its stale time, and a clear is one INCR of the generation.
 * Each page and answer is kept under the server code that made it (`codeId`, lib/code-id.ts), since
 * they outlive a deploy: while an old and a new build run side by side, neither sends the other's
 * REST or GraphQL answers. The generation is the site's: a staff change on either clears both.
 */
export class RedisPageStore implements PageStore {
  /** The key each page this store gave back was kept under (to add its gzip form). */
  private readonly keys = new WeakMap<KeptPage, string>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: () => string,
    private readonly codeId: string,
  ) {}

  private get generationKey() {
    return `${this.prefix()}generation`;
  }

  private pageKey(key: string) {
    return `${this.prefix()}page:${this.codeId}:${key}`;
  }

  async get(key: string) {
    // One round trip: the generation and the page.
    const results = await this.redis.pipeline().get(this.generationKey).hmgetBuffer(this.pageKey(key), ...FIELDS).exec();
    const [generationResult, pageResult] = results ?? [];
    if (generationResult?.[0] || pageResult?.[0]) throw generationResult?.[0] ?? pageResult?.[0];
    const current = Number(generationResult?.[1] ?? '0');
    const [generation, status, etag, freshUntil, size, br, gz, type] = pageResult?.[1] as Array<Buffer | null>;
    if (!generation || !status || !etag || !freshUntil || !size || !br) return { generation: current };
    // A page kept before answers had a type is HTML.
    const page: KeptPage = { status: Number(status.toString()), type: type?.toString() || HTML, etag: etag.toString(), size: Number(size.toString()), encoded: { br, ...(gz ? { gzip: gz } : {}) } };
    this.keys.set(page, key);
    return { stored: { page, generation: Number(generation.toString()), freshUntil: Number(freshUntil.toString()) }, generation: current };
  }

  async generation() {
    return Number((await this.redis.get(this.generationKey)) ?? '0');
  }

  async put(key: string, page: KeptPage, generation: number, freshMs: number, staleMs: number) {
    await this.redis.eval(
      PUT_SCRIPT,
      2,
      this.generationKey,
      this.pageKey(key),
      String(generation),
      String(page.status),
      page.etag,
      String(Date.now() + freshMs),
      String(page.size),
      page.encoded.br,
      String(freshMs + staleMs),
      page.type,
    );
  }

  async keepGzipForm(page: KeptPage) {
    const key = this.keys.get(page);
    if (key === undefined || !page.encoded.gzip) return;
    await this.redis.eval(GZIP_FORM_SCRIPT, 1, this.pageKey(key), page.etag, page.encoded.gzip);
  }

  async clear() {
    await this.redis.incr(this.generationKey);
  }
}

/**
 * The shared store with this process's memory standing in while Redis is away. A clear made
 * meanwhile (a staff change) reaches Redis once it is back, so the pages it kept from before the
 * change are not served as fresh.
 */
export function pageStoreWithFallback(circuit: RedisCircuit, shared: PageStore, memory: PageStore): PageStore {
  const store = withFallback(circuit, shared, memory);
  let missedClear = false;
  circuit.onReady(() => {
    if (!missedClear) return;
    missedClear = false;
    shared.clear().catch(() => (missedClear = true));
  });
  return {
    get: (key) => store.get(key),
    generation: () => store.generation(),
    put: (key, page, generation, freshMs, staleMs) => store.put(key, page, generation, freshMs, staleMs),
    keepGzipForm: (page) => store.keepGzipForm(page),
    async clear() {
      await store.clear();
      if (!circuit.available) missedClear = true;
    },
  };
}

/** A page worth keeping: a shared page that was found or is definitely missing (never a 503 of a slow render). */
function keepable(page: RenderedPage): boolean {
  return Boolean(page.shared) && !page.redirect && (page.status === 200 || page.status === 404);
}

const brotli = promisify(brotliCompress);

/**
 * The kept form of a page, compressed once per render in libuv's threads (not on the event
 * loop). The gzip form waits for a reader who asks for it (`gzipFormOf`).
 */
export async function keptPage(page: Pick<RenderedPage, 'status' | 'body' | 'type'>): Promise<KeptPage> {
  const body = Buffer.from(page.body, 'utf8');
  const br = ownBytes(await brotli(body, brotliOptions(body.byteLength, KEPT_BROTLI_QUALITY)));
  return { status: page.status, type: page.type ?? HTML, size: body.byteLength, encoded: { br }, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** What `get` answers: a kept page to send (`send`), or the render's own answer when it is not kept. */
export interface PageAnswer {
  kept?: KeptPage;
  /** The render's answer, when the page was rendered for this request. */
  page?: RenderedPage;
  /** miss: rendered now; stale: past its freshness or a staff change, sent while one render replaces it; error-copy: stands in for a render that failed. */
  result: PageCacheResult;
}

export interface PageCacheOptions {
  /** Undefined: nothing is kept. */
  store?: PageStore;
  /** How long a page is fresh (PAGE_CACHE_SECONDS). */
  ttlMs: number;
  /** How long past its freshness a page is still sent while one render replaces it (stale-while-revalidate). */
  staleWhileRevalidateMs?: number;
  /** This process's copies of the pages it served, standing in for one that cannot be rendered (stale-if-error). */
  errorCopies?: MemoryPageStore;
  onStoreError?: (error: unknown) => void;
  metrics?: Metrics;
  /** Headers every kept page is sent with (its Content-Security-Policy). */
  headers?: Record<string, string>;
  now?: () => number;
}

/** A kept answer's headers for each form it is sent in (gzip's once that form is made). */
type SentHeaders = Record<'br' | 'identity' | 'notModified', OutgoingHttpHeaders> & { gzip?: OutgoingHttpHeaders };

/** The ETag of a page's form: the page's own, or with the coding added ("…-br") for a compressed one. */
const formTag = (etag: string, coding?: string) => (coding ? `${etag.slice(0, -1)}-${coding}"` : etag);

/** The ETags an `If-None-Match` names, without weakness (a CDN may weaken them). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.slice(0, -1);
  return header.split(',').some((tag) => {
    const given = tag.trim().replace(/^W\//, '');
    // The compressed forms' tags are the page's with the coding added ("…-br").
    return given === etag || given.startsWith(`${bare}-`);
  });
}

/** The most shared reads kept at once (a few per kind of page; each is a small list). */
const SHARED_READS = 200;

/** The prefixes of what is never a page: the fast path does not look these up. */
const NOT_PAGES = /^\/(api|graphql|media|assets)(\/|$)/;

/**
 * The rendered public pages, kept a while (PAGE_CACHE_SECONDS): a public page depends only on its
 * address, so one render serves every reader. Readers of this instance asking for the same page
 * at once share one render. A page past its freshness is sent stale while one render replaces it
 * (for at most `staleWhileRevalidateMs`); after a staff change the first reader of a page waits
 * for its new render, and readers meanwhile get the stale one. Views are counted by the browser
 * (`recordView`), so a kept page still counts them. A store that fails (Redis away) costs a render,
 * never a page. While a page cannot be rendered (the database away), the last copy this process
 * served stands in for it, within `errorCopies` (memory) and STALE_IF_ERROR_MS.
 */
export class PageCache {
  private readonly rendering = new SingleFlight<PageAnswer>();
  private readonly sharedReads = new Map<string, { value: Promise<unknown>; generation: number; freshUntil: number }>();
  private readonly clearListeners: Array<() => void> = [];
  private readonly store?: PageStore;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly errorCopies?: MemoryPageStore;
  private readonly onStoreError: (error: unknown) => void;
  private readonly metrics: Metrics;
  private readonly now: () => number;
  private readonly cacheControl: string;
  private readonly fixedHeaders: Record<string, string>;
  /** Each kept answer's headers by Cache-Control, built once. */
  private readonly sentHeaders = new WeakMap<KeptPage, Map<string, SentHeaders>>();
  /** A page address's key (the client's SsrEntry.pageKey), once the page renderer has loaded the client. */
  private pageKeyOf?: (url: string) => string;

  constructor({ store, ttlMs, staleWhileRevalidateMs = ttlMs * 6, errorCopies, onStoreError = () => undefined, metrics = noMetrics, headers = {}, now = Date.now }: PageCacheOptions) {
    this.store = store;
    this.ttlMs = ttlMs;
    this.staleMs = staleWhileRevalidateMs;
    this.errorCopies = errorCopies;
    this.onStoreError = onStoreError;
    this.metrics = metrics;
    this.now = now;
    this.fixedHeaders = headers;
    // A CDN keeps the page as long as this process does and serves it stale as this process does.
    this.cacheControl = sharedCacheControl(ttlMs, this.staleMs);
  }

  get enabled(): boolean {
    return this.store !== undefined;
  }

  /**
   * Pages are kept under the key the client gives their address: the path and the query parameters
   * the page reads (SsrEntry.pageKey), so a parameter it ignores serves the kept page.
   */
  keyPagesBy(pageKeyOf: (url: string) => string): void {
    this.pageKeyOf = pageKeyOf;
  }

  /**
   * The page at `key`: kept, or rendered by `render` (and kept when it may be). `render` is given
   * the generation it renders in (undefined when nothing is kept), for its shared reads.
   */
  async get(key: string, render: (generation?: number) => Promise<RenderedPage>): Promise<PageAnswer> {
    if (!this.store) return this.counted({ page: await render(), result: 'miss' });
    const found = await this.store.get(key).catch(this.failed);
    const stored = found?.stored;
    if (!stored) return this.counted(await this.renderOnce(this.store, key, render));
    const current = stored.generation === found.generation;
    this.copyForErrors(key, stored.page);
    if (current && this.now() < stored.freshUntil) return this.counted({ kept: stored.page, result: 'hit' });
    if (current) {
      // Past its freshness: sent now, while one render (in the background) replaces it.
      this.renderOnce(this.store, key, render).catch(this.failed);
      return this.counted({ kept: stored.page, result: 'stale' });
    }
    // A staff change since: the first reader waits for the new page, the others meanwhile get this one.
    if (this.rendering.has(key)) return this.counted({ kept: stored.page, result: 'stale' });
    return this.counted(await this.renderOnce(this.store, key, render));
  }

  /**
   * For an answer made elsewhere (GraphQL's own execution of a public query): the fresh kept one at
   * `key`, if any, and the generation an answer made now is to be kept in (`keep`).
   */
  async lookup(key: string, { counted = true } = {}): Promise<{ fresh?: KeptPage; generation?: number }> {
    if (!this.store) return {};
    const found = await this.store.get(key).catch(this.failed);
    if (!found) return {};
    const stored = found.stored;
    const fresh = stored && stored.generation === found.generation && this.now() < stored.freshUntil ? stored.page : undefined;
    if (counted || fresh) this.metrics.pageCache(fresh ? 'hit' : 'miss');
    return { fresh, generation: found.generation };
  }

  /** Keeps an answer made elsewhere, unless a staff change came since `generation` (from `lookup`). */
  async keep(key: string, page: RenderedPage, generation: number): Promise<void> {
    if (!this.store || !keepable(page)) return;
    await this.store.put(key, await keptPage(page), generation, this.ttlMs, this.staleMs).catch(this.failed);
  }

  /**
   * Data that several pages show alike (the most-read box, the latest news beside an article, a
   * list's filter choices), read once for all the renders of one generation while it is as fresh
   * as a kept page: a reader walking the archive's pages costs each page's own data only. Kept in
   * this process, `SHARED_READS` at most; a staff change anywhere (a new generation) retires them.
   * An answer `keepable` refuses (an error) is handed back but not kept.
   */
  sharedRead<T>(key: string, generation: number, read: () => Promise<T>, keepable: (value: T) => boolean): Promise<T> {
    const now = this.now();
    const known = this.sharedReads.get(key);
    if (known && known.generation === generation && now < known.freshUntil) return known.value as Promise<T>;
    const value = read();
    const entry = { value, generation, freshUntil: now + this.ttlMs };
    this.sharedReads.delete(key);
    this.sharedReads.set(key, entry);
    if (this.sharedReads.size > SHARED_READS) this.sharedReads.delete(this.sharedReads.keys().next().value!);
    const forget = () => this.sharedReads.get(key) === entry && this.sharedReads.delete(key);
    value.then((answer) => keepable(answer) || forget(), forget);
    return value;
  }

  /** Marks every kept page stale (the content changed), in every instance sharing the store. */
  async clear(): Promise<void> {
    this.errorCopies?.drop();
    this.sharedReads.clear();
    for (const listener of this.clearListeners) listener();
    await this.store?.clear();
  }

  /** Calls `listener` on each clear made in this process (what else keeps content a short while). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /**
   * Sends a kept page: the compressed form the reader accepts, with headers built once per page,
   * its ETag and the Cache-Control a CDN can use (or `cacheControl`); 304 when the reader of a GET
   * has it already.
   */
  send(req: Request, res: Response, { kept, result }: PageAnswer & { kept: KeptPage }, cacheControl = this.cacheControl): void {
    const headers = this.headersFor(kept, cacheControl);
    const encoding = req.method === 'HEAD' ? undefined : negotiateEncoding(req.headers['accept-encoding']);
    res.setHeader('X-Page-Cache', result === 'error-copy' ? 'stale' : result);
    if (req.method !== 'POST' && matchesEtag(req.headers['if-none-match'], kept.etag) && kept.status === 200) {
      res.writeHead(304, headers.notModified).end();
      return;
    }
    if (req.method === 'HEAD') return void res.writeHead(kept.status, headers.identity).end();
    if (encoding === 'br') return void res.writeHead(kept.status, headers.br).end(kept.encoded.br);
    if (encoding === 'gzip') {
      const gzipped = gzipFormOf(kept, this.keepGzipForm);
      headers.gzip ??= { ...headers.br, ETag: formTag(kept.etag, 'gzip'), 'Content-Encoding': 'gzip', 'Content-Length': gzipped.byteLength };
      return void res.writeHead(kept.status, headers.gzip).end(gzipped);
    }
    res.writeHead(kept.status, headers.identity).end(keptBody(kept));
  }

  /** A gzip form made for a kept page goes to the stores that keep it (and counts in this process's). */
  private readonly keepGzipForm = (page: KeptPage) => {
    this.store?.keepGzipForm(page).catch(this.failed);
    void this.errorCopies?.keepGzipForm(page);
  };

  /**
   * A middleware before the others: a fresh page kept in this process's memory is sent at once,
   * without the work of the routes behind (the renderer's static file lookups, cookies, compression).
   */
  serveFresh() {
    const memory = this.store instanceof MemoryPageStore ? this.store : undefined;
    return (req: Request, res: Response, next: NextFunction) => {
      if (!memory || !this.pageKeyOf || (req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path)) return next();
      const kept = memory.readFresh(this.pageKeyOf(req.originalUrl));
      // The admin is never kept, and a preview is rendered for its request alone (its page's key
      // leaves the token out): the checks keep a kept page from answering for either.
      if (!kept || adminUrlOf(req.originalUrl) !== undefined || previewTokenOf(req.originalUrl) !== undefined) return next();
      this.metrics.pageCache('hit');
      this.send(req, res, { kept, result: 'hit' });
    };
  }

  private headersFor(kept: KeptPage, cacheControl: string) {
    const byCacheControl = this.sentHeaders.get(kept) ?? new Map();
    this.sentHeaders.set(kept, byCacheControl);
    const known = byCacheControl.get(cacheControl);
    if (known) return known;
    const common: OutgoingHttpHeaders = {
      ...this.fixedHeaders,
      'Content-Type': kept.type,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    const headers: SentHeaders = {
      // A 304 names the page's own tag: the reader may hold any of its forms.
      notModified: { ...common, ETag: formTag(kept.etag) },
      identity: { ...common, ETag: formTag(kept.etag), 'Content-Length': kept.size },
      br: { ...common, ETag: formTag(kept.etag, 'br'), 'Content-Encoding': 'br', 'Content-Length': kept.encoded.br.byteLength },
    };
    byCacheControl.set(cacheControl, headers);
    return headers;
  }

  private counted(answer: PageAnswer): PageAnswer {
    if (this.store) this.metrics.pageCache(answer.result);
    return answer;
  }

  /** Keeps this process's copy of a page it serves, when it is not the one it has. */
  private copyForErrors(key: string, page: KeptPage) {
    const copies = this.errorCopies;
    if (!copies || copies.etagOf(key) === page.etag) return;
    void copies.put(key, page, copies.currentGeneration, this.ttlMs, STALE_IF_ERROR_MS);
  }

  /** The kept copy standing in for a page that could not be rendered, if there is one. */
  private standIn(key: string, page: RenderedPage): PageAnswer {
    const copy = this.errorCopies?.read(key);
    return copy ? { kept: copy.page, result: 'error-copy' } : { page, result: 'miss' };
  }

  private readonly failed = (error: unknown): undefined => {
    this.onStoreError(error);
    return undefined;
  };

  private renderOnce(store: PageStore, key: string, render: (generation?: number) => Promise<RenderedPage>): Promise<PageAnswer> {
    return this.rendering.run(key, async (): Promise<PageAnswer> => {
      const generation = await store.generation().catch(() => -1);
      const copiesGeneration = this.errorCopies?.currentGeneration;
      const page = await render(generation >= 0 ? generation : undefined);
      if (page.unavailable) return this.standIn(key, page);
      if (!keepable(page)) return { page, result: 'miss' };
      const kept = await keptPage(page);
      if (generation >= 0) await store.put(key, kept, generation, this.ttlMs, this.staleMs).catch(this.failed);
      if (copiesGeneration !== undefined) await this.errorCopies?.put(key, kept, copiesGeneration, this.ttlMs, STALE_IF_ERROR_MS);
      return { kept, result: 'miss' };
    });
  }
}
