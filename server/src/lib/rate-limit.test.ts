import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../auth/auth.limits.js';
import { MemoryTimestampStore, RateLimiter, RedisTimestampStore, type TimestampStore } from './rate-limit.js';

const LIMIT = { max: 3, windowMs: 60_000 };
const redisUrl = process.env.TEST_REDIS_URL?.trim();

function behavesAsALimiter(makeStore: () => TimestampStore) {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = new RateLimiter(makeStore());
  });
  afterEach(() => limiter.close());

  it('lets calls through until the limit, then tells how long to wait', async () => {
    const key = `k-${randomUUID()}`;
    for (let i = 0; i < LIMIT.max; i += 1) expect(await limiter.take(key, LIMIT)).toBeUndefined();
    const wait = await limiter.take(key, LIMIT);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('lets exactly `max` of many simultaneous calls through', async () => {
    const key = `k-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take(key, LIMIT)));
    expect(results.filter((wait) => wait === undefined)).toHaveLength(LIMIT.max);
  });

  it('forgets calls after reset and keeps keys apart', async () => {
    const key = `k-${randomUUID()}`;
    for (let i = 0; i < LIMIT.max; i += 1) await limiter.take(key, LIMIT);
    expect(await limiter.take(`other-${key}`, LIMIT)).toBeUndefined();
    await limiter.reset(key);
    expect(await limiter.take(key, LIMIT)).toBeUndefined();
  });

  it('gives back the latest call on release', async () => {
    const key = `k-${randomUUID()}`;
    for (let i = 0; i < LIMIT.max; i += 1) await limiter.take(key, LIMIT);
    expect(await limiter.take(key, LIMIT)).toBeDefined();
    await limiter.release(key);
    expect(await limiter.take(key, LIMIT)).toBeUndefined();
    expect(await limiter.take(key, LIMIT)).toBeDefined();
    await limiter.release(`never-taken-${key}`);
  });

  it('takes several limits as one reservation: a full one gives the others back', async () => {
    const key = `k-${randomUUID()}`;
    const small = { max: 2, windowMs: 60_000 };
    const large = { max: 10, windowMs: 600_000 };
    const both = [[`${key}:large`, large], [`${key}:small`, small]] as const;
    expect(await limiter.takeAll(both)).toBeUndefined();
    expect(await limiter.takeAll(both)).toBeUndefined();
    for (let i = 0; i < 5; i += 1) expect(await limiter.takeAll(both)).toBeGreaterThan(0);
    // The refused ones were not kept in the large window: 8 of its 10 are left.
    for (let i = 0; i < 8; i += 1) expect(await limiter.take(`${key}:large`, large)).toBeUndefined();
    expect(await limiter.take(`${key}:large`, large)).toBeDefined();
  });

  it('notes keys for a while', async () => {
    const key = `k-${randomUUID()}`;
    expect(await limiter.remembers(key)).toBe(false);
    await limiter.remember(key, 60_000);
    expect(await limiter.remembers(key)).toBe(true);
    expect(await limiter.remembers(`other-${key}`)).toBe(false);
  });

  it('drops calls that left the window', async () => {
    const key = `k-${randomUUID()}`;
    const short = { max: 1, windowMs: 50 };
    expect(await limiter.take(key, short)).toBeUndefined();
    expect(await limiter.take(key, short)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await limiter.take(key, short)).toBeUndefined();
  });
}

describe('rate limiter in memory', () => behavesAsALimiter(() => new MemoryTimestampStore()));

// Runs where a Redis server is given (CI sets TEST_REDIS_URL to the machine's Redis).
(redisUrl ? describe : describe.skip)('rate limiter on Redis', () =>
  behavesAsALimiter(() => new RedisTimestampStore(new Redis(redisUrl!), `test-ratelimit-${randomUUID()}:`)));

describe('the lock of failed sign-ins for one account from one address', () => {
  const MINUTE = 60_000;
  let now = Date.UTC(2026, 0, 1);
  const limiter = new RateLimiter(new MemoryTimestampStore(() => now));
  const tiers = SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.map((limit) => [`pair:${limit.windowMs}`, limit] as const);

  /** Fails as often as let through at this moment; answers how many got through and the wait then. */
  async function failAll(): Promise<{ checked: number; waitMs: number }> {
    let checked = 0;
    for (;;) {
      const wait = await limiter.takeAll(tiers);
      if (wait !== undefined) return { checked, waitMs: wait * 1000 };
      checked += 1;
      if (checked > 100) throw new Error('no lock');
    }
  }

  it('grows: 5 checks then a minute, 5 more then most of a quarter hour, then an hour, then a day', async () => {
    const start = now;
    const waits: number[] = [];
    const checks: number[] = [];
    while (now - start < 24 * 60 * MINUTE && waits.length < 50) {
      const { checked, waitMs } = await failAll();
      checks.push(checked);
      waits.push(waitMs);
      now += waitMs;
    }
    expect(checks.slice(0, 2)).toEqual([5, 5]);
    expect(waits.slice(0, 2)).toEqual([MINUTE, 14 * MINUTE]);
    // In the first day after the first failure: at most 40 checks, and then a wait of most of a day.
    expect(checks.reduce((sum, n) => sum + n, 0)).toBe(40);
    expect(Math.max(...waits)).toBeGreaterThan(20 * 60 * MINUTE);
  });
});
