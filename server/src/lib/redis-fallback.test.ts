import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { RedisCircuit, withFallback } from './redis-fallback.js';

/** Only what the circuit reads of an ioredis client: its status and its events. */
class FakeRedis extends EventEmitter {
  status = 'ready';
}

interface Store {
  read(key: string): Promise<string>;
}

describe('Redis with an in-memory fallback', () => {
  let now = 0;
  const setup = () => {
    const redis = new FakeRedis();
    const lines: string[] = [];
    const log = { info: (line: string) => void lines.push(line), error: (line: string) => void lines.push(line) };
    const circuit = new RedisCircuit(redis as unknown as Redis, log, 1000, () => now);
    let primaryCalls = 0;
    let failing = false;
    const primary: Store = {
      read: async (key) => {
        primaryCalls += 1;
        if (failing) throw new Error('Command timed out');
        return `redis:${key}`;
      },
    };
    const store = withFallback(circuit, primary, { read: async (key: string) => `memory:${key}` });
    return { redis, lines, store, calls: () => primaryCalls, fail: (value: boolean) => (failing = value) };
  };

  it('asks Redis while it is ready, and memory at once while it is not connected', async () => {
    const { redis, store, calls } = setup();
    expect(await store.read('a')).toBe('redis:a');
    redis.status = 'reconnecting';
    expect(await store.read('a')).toBe('memory:a');
    expect(calls()).toBe(1);
  });

  it('after a failed command, skips Redis for a pause, then tries it again', async () => {
    const { store, calls, fail } = setup();
    fail(true);
    expect(await store.read('a')).toBe('memory:a');
    expect(await store.read('b')).toBe('memory:b');
    expect(calls()).toBe(1);
    fail(false);
    now += 1000;
    expect(await store.read('c')).toBe('redis:c');
  });

  it('logs one warning per outage, ioredis error events included, and one line when Redis is back', async () => {
    const { redis, lines, store, fail } = setup();
    redis.emit('error', new Error('connect ECONNREFUSED'));
    redis.emit('error', new Error('connect ECONNREFUSED'));
    fail(true);
    await store.read('a');
    expect(lines).toEqual([expect.stringMatching(/^Redis unreachable \(connect ECONNREFUSED\)/)]);
    redis.emit('ready');
    expect(lines[1]).toMatch(/Redis is reachable again/);
    redis.emit('ready');
    expect(lines).toHaveLength(2);
  });
});
