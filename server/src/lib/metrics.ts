import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RouteKind } from './route-kind.js';

/** What a page request got from the page cache (`stale`: past its freshness, served while one render replaces it). */
export type PageCacheResult = 'hit' | 'miss' | 'stale' | 'error-copy';

export type UploadOutcome = 'stored' | 'refused' | 'failed';

/** The database connections as the pool sees them (pg's Pool; on PGlite one connection, `waiting` its queue). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * What the server counts for /metrics. Call sites use it whether /metrics is on or not: off, every
 * method does nothing (`noMetrics`).
 */
export interface Metrics {
  request(kind: RouteKind, method: string, status: number, seconds: number): void;
  pageCache(result: PageCacheResult): void;
  /** A multipart request (its files) by outcome, with the bytes of its body. */
  upload(outcome: UploadOutcome, bytes: number): void;
  /** Reads the pool's use at each scrape. */
  watchPool(read: () => PoolUse | undefined): void;
}

export const noMetrics: Metrics = { request() {}, pageCache() {}, upload() {}, watchPool() {} };

export interface MetricsRegistry extends Metrics {
  /** The Prometheus text of every metric, and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/** Seconds: a kept page answers in well under a millisecond, an uncached list in tens. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A registry of this app's own (not prom-client's global one: tests start several apps in a
 * process), with Node's default metrics — event-loop delay, heap, RSS, GC — beside the site's.
 */
export function createMetrics(): MetricsRegistry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests, by route kind, method and status class.',
    labelNames: ['kind', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route kind.',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Public page requests by what the page cache gave: hit, miss (rendered), stale (served while re-rendered), error-copy (stood in for a failed render).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'uploads_total',
    help: 'Upload requests (multipart, REST or GraphQL) by outcome: stored, refused (too large, wrong type, unreadable) or failed.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of upload request bodies, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  let readPool: () => PoolUse | undefined = () => undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: total, idle, and queries waiting for one (on the embedded database, its queue).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = readPool();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  return {
    request(kind, method, status, seconds) {
      requests.inc({ kind, method: METHODS.has(method) ? method : 'other', status: `${Math.floor(status / 100)}xx` });
      latency.observe({ kind }, seconds);
    },
    pageCache: (result) => pageCache.inc({ result }),
    upload(outcome, bytes) {
      uploads.inc({ outcome });
      uploadBytes.inc({ outcome }, bytes);
    },
    watchPool(read) {
      readPool = read;
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/** Methods kept as labels; any other (a client's invention) counts as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
