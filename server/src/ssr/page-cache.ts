import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import type { Redis } from 'ioredis';
import type { Context } from '../graphql/context.js';
import type { Encoding } from '../site/compression.js';

/** What the client's renderer answers (client/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  redirect?: string;
  html: string;
  /** The same page for every anonymous reader (a public route, not the staff's): it may be kept. */
  shared?: boolean;
}

/** A kept page, with its compressed forms made once on first demand. */
export interface CachedPage extends RenderedPage {
  key: string;
  expiresAt: number;
  bytes: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface PageCacheOptions {
  /** How long a page is served as it was rendered; 0 keeps nothing. */
  ttlMs: number;
  /** The most the kept pages may weigh (HTML and compressed forms); the least recently used go first. */
  maxBytes: number;
  now?: () => number;
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

function compress(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(html, { level: 9 });
}

/**
 * The rendered public pages, kept a short while (PAGE_CACHE_SECONDS): a public page depends only
 * on its address, so one render serves every reader until it expires or the staff change something.
 * Readers asking for the same page at once share one render. Views are counted by the browser
 * (`recordView`), so a kept page still counts them.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<{ page: RenderedPage; cached?: CachedPage }>>();
  private bytes = 0;
  /** Goes up on every clear: a render begun before it is not kept after it. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxBytes > 0;
  }

  /** The page at `key`, kept or rendered by `render`; `cached` is the kept copy when there is one. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<{ page: RenderedPage; cached?: CachedPage; hit: boolean }> {
    if (!this.enabled) return { page: await render(), hit: false };
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > this.now()) {
      // Most recently used last: eviction takes from the front.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return { page: kept, cached: kept, hit: true };
    }
    if (kept) this.remove(key);
    return { ...(await this.renderOnce(key, render)), hit: false };
  }

  /** The page's body in `encoding`, compressed once and kept with it. */
  encoded(page: CachedPage, encoding: Encoding): Buffer {
    let body = page.encoded[encoding];
    if (!body) {
      body = compress(page.html, encoding);
      page.encoded[encoding] = body;
      if (this.pages.get(page.key) === page) {
        page.bytes += body.byteLength;
        this.bytes += body.byteLength;
        this.evict();
      }
    }
    return body;
  }

  /** Forgets every kept page (the content changed). */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  /** How many pages are kept (tests and logs). */
  get size(): number {
    return this.pages.size;
  }

  private renderOnce(key: string, render: () => Promise<RenderedPage>) {
    const running = this.rendering.get(key);
    if (running) return running;
    const generation = this.generation;
    const started = render().then((page) => ({
      page,
      cached: generation === this.generation && keepable(page) ? this.store(key, page) : undefined,
    }));
    this.rendering.set(key, started);
    const done = () => {
      if (this.rendering.get(key) === started) this.rendering.delete(key);
    };
    started.then(done, done);
    return started;
  }

  private store(key: string, page: RenderedPage): CachedPage | undefined {
    const bytes = Buffer.byteLength(page.html);
    if (bytes > this.options.maxBytes) return undefined;
    this.remove(key);
    const cached: CachedPage = { ...page, key, expiresAt: this.now() + this.options.ttlMs, bytes, encoded: {} };
    this.pages.set(key, cached);
    this.bytes += bytes;
    this.evict();
    return this.pages.get(key);
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private evict(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }
}

/** Mutations that never change what a page shows (a reader's view is counted apart from the page). */
const PAGE_NEUTRAL_MUTATIONS = new Set(['recordView']);

function changesPages(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((selection) => selection.kind !== 'Field' || !PAGE_NEUTRAL_MUTATIONS.has(selection.name.value));
}

/**
 * Clears the kept pages after every mutation of a signed-in staff member (an edit, a delete, a
 * profile's new name shown as an author…), through GraphQL or the REST adapter alike. Readers'
 * mutations (forms, views) change no page.
 */
export function pageCacheInvalidation(onChange: () => void): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation === 'mutation' && contextValue.bearer && changesPages(operation)) onChange();
        },
      };
    },
  };
}

const CHANNEL = 'dergi:pages-changed';

/**
 * With Redis, a change clears the kept pages of every instance: each publishes its own changes and
 * clears on the others'. Without it there is one instance, and clearing it is enough.
 */
export async function sharedPageCache(pages: PageCache, redis: Redis | undefined): Promise<{ changed(): void; close(): Promise<void> }> {
  if (!redis) return { changed: () => pages.clear(), close: async () => undefined };
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('message', (channel: string, origin: string) => {
    if (channel === CHANNEL && origin !== instance) pages.clear();
  });
  await subscriber.subscribe(CHANNEL);
  return {
    changed: () => {
      pages.clear();
      // A lost message leaves the other instances' pages until they expire (seconds): never an error here.
      void redis.publish(CHANNEL, instance).catch(() => undefined);
    },
    close: async () => {
      subscriber.disconnect();
    },
  };
}
