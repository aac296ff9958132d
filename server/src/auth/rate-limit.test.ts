import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
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
