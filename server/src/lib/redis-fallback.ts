import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * ioredis settings for a Redis that may go away: a command fails at once while the connection is
 * down instead of waiting in a queue behind reconnects (pages took 1.8 → 6.9 s), and a hung one
 * gives up after a second. Reconnects go on in the background, at most 2 s apart.
 */
export const FAIL_FAST_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1000,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
};

/**
 * Whether Redis may be asked now. While it is down (not connected, or a command failed less than
 * `pauseMs` ago) callers use their in-memory fallback at once. One warning when it goes away, one
 * line when it is back; ioredis's own error events go here, not to "Unhandled error event".
 */
export class RedisCircuit {
  private pausedUntil = 0;
  private down = false;
  private readonly returnListeners: Array<() => void> = [];

  constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
    private readonly pauseMs = 1000,
    private readonly now: () => number = Date.now,
  ) {
    redis.on('error', (error: Error) => this.trip(error));
    redis.on('ready', () => {
      this.pausedUntil = 0;
      for (const listener of this.returnListeners) listener();
      if (!this.down) return;
      this.down = false;
      log.info('Redis is reachable again: rate limits and kept pages are shared through it again');
    });
  }

  get available(): boolean {
    return this.redis.status === 'ready' && this.now() >= this.pausedUntil;
  }

  /** Called each time the connection to Redis is (re)established. */
  onReady(listener: () => void): void {
    this.returnListeners.push(listener);
  }

  /** `primary` (through Redis) while it answers, else `fallback`. */
  async run<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!this.available) return fallback();
    try {
      return await primary();
    } catch (error) {
      this.trip(error);
      return fallback();
    }
  }

  private trip(error: unknown) {
    this.pausedUntil = this.now() + this.pauseMs;
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.error(`Redis unreachable (${reason}): rate limits and kept pages use this process's memory until it returns`);
  }
}

/**
 * One object with `primary`'s interface whose every (async) method runs on `primary` while the
 * circuit lets Redis be asked, else on `fallback`: the same store kept in Redis or in memory.
 */
export function withFallback<T extends object>(circuit: RedisCircuit, primary: T, fallback: T): T {
  return new Proxy(primary, {
    get(target, name) {
      const method: unknown = Reflect.get(target, name);
      if (typeof method !== 'function') return method;
      const spare = Reflect.get(fallback, name) as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) =>
        circuit.run(
          () => (method as (...args: unknown[]) => Promise<unknown>).apply(target, args),
          () => spare.apply(fallback, args),
        );
    },
  });
}
