import { getFieldIdentity, getGraphQLRateLimiter, type Identity, type Store } from 'graphql-rate-limit';
import type { Redis } from 'ioredis';
import { rule } from 'graphql-shield';
import { rateLimited } from './errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Call timestamps, in process memory (the default) or in Redis (several instances). The
 * timestamp arrays serve graphql-rate-limit; `take` is an atomic check-and-count for our own keys.
 */
export interface TimestampStore extends Store {
  getForIdentity(identity: Identity): Promise<readonly number[]>;
  setForIdentity(identity: Identity, timestamps: readonly number[], windowMs?: number): Promise<void>;
  /** Counts one call under `key` unless the limit is used up; then tells when a slot frees up. */
  take(key: string, limit: Limit): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Gives back the latest call counted under `key` (a reserved attempt that turned out not to count). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (identity: Identity) => `${identity.contextIdentity}|${identity.fieldIdentity}`;

/** A noted key is kept as one timestamp under an identity of its own (apart from any GraphQL field's). */
const notedIdentity = (key: string): Identity => ({ contextIdentity: 'noted', fieldIdentity: key });

/** Milliseconds until the oldest call that keeps the window full leaves it. */
function msUntilFree(timestamps: readonly number[], limit: Limit, now: number): number {
  const inWindow = timestamps.filter((t) => t + limit.windowMs > now).sort((a, b) => a - b);
  const blocking = inWindow[inWindow.length - limit.max];
  return blocking === undefined ? 1000 : blocking + limit.windowMs - now;
}

export class MemoryTimestampStore implements TimestampStore {
  private readonly entries = new Map<string, { timestamps: readonly number[]; expiresAt: number }>();

  /** `now` is the clock (tests move it on instead of waiting). */
  constructor(private readonly now: () => number = Date.now) {}

  private read(key: string, now = this.now()): readonly number[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return [];
    }
    return entry.timestamps;
  }

  private write(key: string, timestamps: readonly number[], windowMs: number) {
    this.sweep();
    if (timestamps.length === 0) this.entries.delete(key);
    else this.entries.set(key, { timestamps, expiresAt: Math.max(...timestamps) + windowMs });
  }

  async getForIdentity(identity: Identity) {
    return this.read(keyOf(identity));
  }

  async setForIdentity(identity: Identity, timestamps: readonly number[], windowMs = 60_000) {
    this.write(keyOf(identity), timestamps, windowMs);
  }

  // Synchronous between read and write, so concurrent calls cannot both pass the last slot.
  async take(key: string, limit: Limit) {
    const now = this.now();
    const recent = this.read(key, now).filter((t) => t + limit.windowMs > now);
    if (recent.length >= limit.max) return { allowed: false, retryAfterMs: msUntilFree(recent, limit, now) };
    this.write(key, [...recent, now], limit.windowMs);
    return { allowed: true, retryAfterMs: 0 };
  }

  async release(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    const timestamps = [...entry.timestamps].sort((a, b) => a - b).slice(0, -1);
    if (timestamps.length === 0) this.entries.delete(key);
    else this.entries.set(key, { timestamps, expiresAt: entry.expiresAt });
  }

  async clear(key: string) {
    this.entries.delete(key);
  }

  /** Drops expired entries now and then so the map does not grow with every address ever seen. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}

/** Atomic in Redis: drop calls that left the window, refuse when full, else count this one. */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= max then
  local blocking = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
  return {0, tonumber(blocking[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

export class RedisTimestampStore implements TimestampStore {
  private sequence = 0;

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

  async take(key: string, limit: Limit) {
    const now = Date.now();
    const member = `${now}-${process.pid}-${(this.sequence += 1)}`;
    const [allowed, retryAfterMs] = (await this.redis.eval(
      TAKE_SCRIPT,
      1,
      `${this.prefix}take:${key}`,
      now,
      limit.windowMs,
      limit.max,
      member,
    )) as [number, number];
    return { allowed: allowed === 1, retryAfterMs: Number(retryAfterMs) };
  }

  async release(key: string) {
    await this.redis.zpopmax(`${this.prefix}take:${key}`);
  }

  async clear(key: string) {
    await this.redis.del(`${this.prefix}take:${key}`);
  }

  async close() {
    await this.redis.quit();
  }
}

/**
 * Sliding-window limits. `graphql-rate-limit` counts calls per client address on public mutations
 * (a shield rule); `take` and `takeAll` count under keys of our own (sign-in attempts, reset mails).
 */
export class RateLimiter {
  private readonly limiter;

  constructor(private readonly store: TimestampStore) {
    this.limiter = getGraphQLRateLimiter({ store, identifyContext: (context: { ip: string }) => context.ip });
  }

  /** A shield rule limiting calls of a field per client address. */
  perAddress(limit: Limit) {
    return rule({ cache: 'no_cache' })(async (parent, args, context: { ip: string }, info) => {
      const refused = await this.limiter({ parent, args, context, info }, { max: limit.max, window: `${limit.windowMs}ms`, uncountRejected: true });
      if (!refused) return true;
      const identity = { contextIdentity: context.ip, fieldIdentity: getFieldIdentity(info.fieldName, [], args) };
      return rateLimited(msUntilFree(await this.store.getForIdentity(identity), limit, Date.now()) / 1000);
    });
  }

  /**
   * Counts one call against `key`, atomically. Answers undefined when it was allowed, or the
   * seconds to wait when the limit is used up (a refused call is not counted).
   */
  async take(key: string, limit: Limit): Promise<number | undefined> {
    const { allowed, retryAfterMs } = await this.store.take(key, limit);
    return allowed ? undefined : retryAfterMs / 1000;
  }

  /**
   * Counts one call under each key, as one reservation: when a limit is used up, the calls already
   * counted are given back, and the answer is that limit's wait in seconds (so list the longest
   * windows first). Undefined when every limit had room.
   */
  async takeAll(limits: readonly (readonly [string, Limit])[]): Promise<number | undefined> {
    const taken: string[] = [];
    for (const [key, limit] of limits) {
      const wait = await this.take(key, limit);
      if (wait === undefined) {
        taken.push(key);
        continue;
      }
      await Promise.all(taken.map((done) => this.release(done)));
      return wait;
    }
    return undefined;
  }

  /** Notes `key` for `ms` (e.g. an address an account signed in from); `remembers` tells whether it is noted. */
  async remember(key: string, ms: number): Promise<void> {
    await this.store.setForIdentity(notedIdentity(key), [Date.now()], ms);
  }

  async remembers(key: string): Promise<boolean> {
    return (await this.store.getForIdentity(notedIdentity(key))).length > 0;
  }

  /** Gives back the latest call counted under `key` (it turned out not to count, e.g. a successful sign-in). */
  release(key: string): Promise<void> {
    return this.store.release(key);
  }

  reset(key: string): Promise<void> {
    return this.store.clear(key);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
