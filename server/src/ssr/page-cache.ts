import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import type { RenderResult } from '../../../client/src/ssr-contract.js';
import { withFallback, type RedisCircuit } from '../lib/redis-fallback.js';
import type { Encoding } from '../site/compression.js';

/** What the client's renderer answers (the contract's RenderResult; `shared`: it may be kept). */
export interface RenderedPage extends RenderResult {
  /** Its data could not be had (the database away, or too slow): a kept copy may stand in for it. */
  unavailable?: boolean;
}

/**
 * How long a page outlives its freshness as a stand-in for a page that cannot be rendered
 * (stale-if-error, RFC 5861), unless memory or a staff change lets it go first.
 */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

/** A kept page: its status, HTML and the compressed forms sent to readers. */
export interface KeptPage {
  status: number;
  html: string;
  encoded: Record<Encoding, Buffer>;
}

/**
 * Where kept pages live (design.md §4: process memory by default, Redis with REDIS_URL, so every
 * instance serves what one rendered). A clear moves the store to a new generation: a render begun
 * before it is not kept after it.
 */
export interface PageStore {
  get(key: string): Promise<KeptPage | undefined>;
  /** The generation a render starts in (passed back to `put`). */
  generation(): Promise<number>;
  /** Keeps `page` for `ttlMs`, unless the store was cleared since `generation`. */
  put(key: string, page: KeptPage, generation: number, ttlMs: number): Promise<void>;
  clear(): Promise<void>;
}

const weight = (page: KeptPage) => Buffer.byteLength(page.html) + page.encoded.br.byteLength + page.encoded.gzip.byteLength;

/** The pages in this process, within `maxBytes`: the least recently read go first. */
export class MemoryPageStore implements PageStore {
  private readonly pages = new Map<string, { page: KeptPage; expiresAt: number; bytes: number }>();
  private bytes = 0;
  private current = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string) {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Most recently read last: eviction takes from the front.
    this.pages.set(key, entry);
    this.bytes += entry.bytes;
    return entry.page;
  }

  async generation() {
    return this.current;
  }

  async put(key: string, page: KeptPage, generation: number, ttlMs: number) {
    const bytes = weight(page);
    if (generation !== this.current || bytes > this.maxBytes) return;
    this.remove(key);
    this.pages.set(key, { page, expiresAt: this.now() + ttlMs, bytes });
    this.bytes += bytes;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  async clear() {
    this.current += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  /** How many pages are kept (tests). */
  get size(): number {
    return this.pages.size;
  }

  private remove(key: string) {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Keeps the page only if no clear came since its render began. */
const PUT_SCRIPT = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], 'status', ARGV[2], 'html', ARGV[3], 'br', ARGV[4], 'gzip', ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 1
`;

/**
 * The pages in Redis, shared by every instance of one site (`prefix` names the site); each page
 * expires by itself, and a clear is one INCR of the generation the page keys carry.
 */
export class RedisPageStore implements PageStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: () => string,
  ) {}

  private get generationKey() {
    return `${this.prefix()}generation`;
  }

  private pageKey(generation: number | string, key: string) {
    return `${this.prefix()}${generation}:${key}`;
  }

  async get(key: string) {
    const generation = (await this.redis.get(this.generationKey)) ?? '0';
    const [status, html, br, gzip] = await this.redis.hmgetBuffer(this.pageKey(generation, key), 'status', 'html', 'br', 'gzip');
    if (!status || !html || !br || !gzip) return undefined;
    return { status: Number(status.toString()), html: html.toString('utf8'), encoded: { br, gzip } };
  }

  async generation() {
    return Number((await this.redis.get(this.generationKey)) ?? '0');
  }

  async put(key: string, page: KeptPage, generation: number, ttlMs: number) {
    await this.redis.eval(
      PUT_SCRIPT,
      2,
      this.generationKey,
      this.pageKey(generation, key),
      String(generation),
      String(page.status),
      page.html,
      page.encoded.br,
      page.encoded.gzip,
      String(ttlMs),
    );
  }

  async clear() {
    await this.redis.incr(this.generationKey);
  }
}

/**
 * The shared store with this process's memory standing in while Redis is away. A clear made
 * meanwhile (a staff change) reaches Redis once it is back, so the pages it kept from before the
 * change are not served for their last seconds.
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
    put: (key, page, generation, ttlMs) => store.put(key, page, generation, ttlMs),
    async clear() {
      await store.clear();
      if (!circuit.available) missedClear = true;
    },
  };
}

/** Parameters that only say where a reader came from: no page depends on them (issue 6 §4). */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid)$/i;

/**
 * The cache key of a page address: its path and its parameters ordered by name, without tracking
 * ones. A repeated name keeps its values' order (a page reads the first).
 */
export function pageCacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const params = [...searchParams].filter(([name]) => !TRACKING_PARAM.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A page worth keeping: a shared page that was found or is definitely missing (never a 503 of a slow render). */
function keepable(page: RenderedPage): boolean {
  return Boolean(page.shared) && !page.redirect && (page.status === 200 || page.status === 404);
}

function kept(page: RenderedPage): KeptPage {
  return {
    status: page.status,
    html: page.html,
    encoded: {
      br: brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(page.html, { level: 9 }),
    },
  };
}

export interface PageAnswer {
  page: RenderedPage;
  /** The kept copy (with its compressed forms), when the page is kept. */
  kept?: KeptPage;
  hit: boolean;
  /** A kept copy past its freshness, sent because the page could not be rendered now. */
  stale?: boolean;
}

/**
 * The rendered public pages, kept a short while (PAGE_CACHE_SECONDS): a public page depends only
 * on its address, so one render serves every reader until it expires or the staff change something.
 * Readers of this instance asking for the same page at once share one render. Views are counted by
 * the browser (`recordView`), so a kept page still counts them. A store that fails (Redis away)
 * costs a render, never a page. While a page cannot be rendered (the database away), the last
 * copy this process served stands in for it, within `staleCopies` (memory) and STALE_IF_ERROR_MS.
 */
export class PageCache {
  private readonly rendering = new Map<string, Promise<PageAnswer>>();

  /** `store` undefined: nothing is kept. */
  constructor(
    private readonly store: PageStore | undefined,
    private readonly ttlMs: number,
    private readonly onStoreError: (error: unknown) => void = () => undefined,
    private readonly staleCopies?: MemoryPageStore,
  ) {}

  get enabled(): boolean {
    return this.store !== undefined;
  }

  /** The page at `key`: kept, or rendered by `render` (and kept when it may be). */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<PageAnswer> {
    if (!this.store) return { page: await render(), hit: false };
    const staleGeneration = await this.staleCopies?.generation();
    const found = await this.store.get(key).catch(this.failed);
    if (!found) return this.renderOnce(this.store, key, render);
    await this.keepStale(key, found, staleGeneration);
    return { page: found, kept: found, hit: true };
  }

  /** Forgets every kept page (the content changed), in every instance sharing the store. */
  async clear(): Promise<void> {
    this.rendering.clear();
    await this.staleCopies?.clear();
    await this.store?.clear();
  }

  private async keepStale(key: string, page: KeptPage, generation: number | undefined) {
    if (generation !== undefined) await this.staleCopies?.put(key, page, generation, this.ttlMs + STALE_IF_ERROR_MS);
  }

  /** The kept copy standing in for a page that could not be rendered, if there is one. */
  private async standIn(key: string, page: RenderedPage): Promise<PageAnswer> {
    const copy = await this.staleCopies?.get(key);
    return copy ? { page: copy, kept: copy, hit: true, stale: true } : { page, hit: false };
  }

  private readonly failed = (error: unknown): undefined => {
    this.onStoreError(error);
    return undefined;
  };

  private renderOnce(store: PageStore, key: string, render: () => Promise<RenderedPage>): Promise<PageAnswer> {
    const running = this.rendering.get(key);
    if (running) return running;
    const started = (async (): Promise<PageAnswer> => {
      const generation = await store.generation().catch(() => -1);
      const staleGeneration = await this.staleCopies?.generation();
      const page = await render();
      if (page.unavailable) return this.standIn(key, page);
      if (!keepable(page)) return { page, hit: false };
      const copy = kept(page);
      if (generation >= 0) await store.put(key, copy, generation, this.ttlMs).catch(this.failed);
      await this.keepStale(key, copy, staleGeneration);
      return { page, kept: copy, hit: false };
    })();
    this.rendering.set(key, started);
    const done = () => {
      if (this.rendering.get(key) === started) this.rendering.delete(key);
    };
    started.then(done, done);
    return started;
  }
}
