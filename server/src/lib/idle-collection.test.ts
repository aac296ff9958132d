import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { jest } from '@jest/globals';
import { collectWhenIdle } from './idle-collection.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setUp() {
  const server = new EventEmitter() as unknown as Server;
  const collect = jest.fn();
  const stop = collectWhenIdle(server, { idleMs: 2000, collect, now: () => Date.now() });
  return { server, collect, stop };
}

it('collects once after a burst of requests has gone quiet, and not again while nothing is served', () => {
  const { server, collect, stop } = setUp();
  jest.advanceTimersByTime(10_000);
  expect(collect).not.toHaveBeenCalled();
  for (let i = 0; i < 5; i++) {
    server.emit('request');
    jest.advanceTimersByTime(500);
  }
  expect(collect).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2_000);
  expect(collect).toHaveBeenCalledTimes(1);
  expect(collect).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  jest.advanceTimersByTime(60_000);
  expect(collect).toHaveBeenCalledTimes(1);
  server.emit('request');
  jest.advanceTimersByTime(3_000);
  expect(collect).toHaveBeenCalledTimes(2);
  stop();
});

it('does nothing after it is stopped', () => {
  const { server, collect, stop } = setUp();
  stop();
  server.emit('request');
  jest.advanceTimersByTime(10_000);
  expect(collect).not.toHaveBeenCalled();
});
