import { getFieldIdentity, getGraphQLRateLimiter, type Identity, type Store } from 'graphql-rate-limit';
import type { Redis } from 'ioredis';
import { rule } from 'graphql-shield';
import { rateLimited } from '../graphql/errors.js';

/** Call timestamps per identity, in process memory (the default) or in Redis (several instances). */
export interface TimestampStore extends Store {
  getForIdentity(identity: Identity): Promise<readonly number[]>;
  setForIdentity(identity: Identity, timestamps: readonly number[], windowMs?: number): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (identity: Identity) => `${identity.contextIdentity}|${identity.fieldIdentity}`;

export class MemoryTimestampStore implements TimestampStore {
  private readonly entries = new Map<string, { timestamps: readonly number[]; expiresAt: number }>();

  async getForIdentity(identity: Identity) {
    const entry = this.entries.get(keyOf(identity));
    if (!entry) return [];
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(keyOf(identity));
      return [];
    }
    return entry.timestamps;
  }

  async setForIdentity(identity: Identity, timestamps: readonly number[], windowMs = 60_000) {
    this.sweep();
    if (timestamps.length === 0) this.entries.delete(keyOf(identity));
    else this.entries.set(keyOf(identity), { timestamps, expiresAt: Math.max(...timestamps) + windowMs });
  }

  /** Drops expired entries now and then so the map does not grow with every address ever seen. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}

export class RedisTimestampStore implements TimestampStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'ratelimit:') {}

  async getForIdentity(identity: Identity) {
    const raw = await this.redis.get(this.prefix + keyOf(identity));
    return raw ? (JSON.parse(raw) as number[]) : [];
  }

  async setForIdentity(identity: Identity, timestamps: readonly number[], windowMs = 60_000) {
    const key = this.prefix + keyOf(identity);
    if (timestamps.length === 0) {
      await this.redis.del(key);
      return;
    }
    const ttlMs = Math.max(1, Math.max(...timestamps) + windowMs - Date.now());
    await this.redis.set(key, JSON.stringify(timestamps), 'PX', ttlMs);
  }

  async close() {
    await this.redis.quit();
  }
}

export interface Limit {
  max: number;
  windowMs: number;
}

/** Seconds until the oldest call still inside the window leaves it. */
function secondsUntilFree(timestamps: readonly number[], limit: Limit, now = Date.now()): number {
  const inWindow = timestamps.filter((t) => t + limit.windowMs > now).sort((a, b) => a - b);
  const blocking = inWindow[inWindow.length - limit.max];
  return blocking === undefined ? 1 : (blocking + limit.windowMs - now) / 1000;
}

/**
 * Sliding-window limits over a timestamp store. `graphql-rate-limit` counts calls per client address
 * on the sign-in mutations (a shield rule); the same store counts failures per account.
 */
export class RateLimiter {
  private readonly limiter;

  constructor(private readonly store: TimestampStore) {
    this.limiter = getGraphQLRateLimiter({ store, identifyContext: (context: { ip: string }) => context.ip });
  }

  /** A shield rule limiting calls of a field per client address. */
  perAddress(limit: Limit) {
    return rule({ cache: 'no_cache' })(async (parent, args, context: { ip: string }, info) => {
      const refused = await this.limiter(
        { parent, args, context, info },
        { max: limit.max, window: `${limit.windowMs}ms`, uncountRejected: true },
      );
      if (!refused) return true;
      const identity = { contextIdentity: context.ip, fieldIdentity: getFieldIdentity(info.fieldName, [], args) };
      return rateLimited(secondsUntilFree(await this.store.getForIdentity(identity), limit));
    });
  }

  /** Seconds to wait when `key` has used up its limit, else undefined. Does not count a call. */
  async retryAfter(key: string, limit: Limit): Promise<number | undefined> {
    const timestamps = await this.store.getForIdentity(this.identity(key));
    const now = Date.now();
    if (timestamps.filter((t) => t + limit.windowMs > now).length < limit.max) return undefined;
    return secondsUntilFree(timestamps, limit, now);
  }

  /** Counts one call (e.g. a failed sign-in) against `key`. */
  async record(key: string, limit: Limit): Promise<void> {
    const identity = this.identity(key);
    const now = Date.now();
    const recent = (await this.store.getForIdentity(identity)).filter((t) => t + limit.windowMs > now);
    await this.store.setForIdentity(identity, [...recent, now], limit.windowMs);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  async reset(key: string): Promise<void> {
    await this.store.setForIdentity(this.identity(key), [], 1);
  }

  private identity(key: string): Identity {
    return { contextIdentity: 'key', fieldIdentity: key };
  }
}
