import { readFileSync } from 'node:fs';

/** Where the server reads the time from: the system's, or (browser tests only) a moved one. */
export type Clock = () => Date;

/**
 * Test-only (CLOCK_OFFSET_FILE, refused in production): the real time moved by the milliseconds
 * written in `file`, read again on each call, so a browser test moves the scheduler's clock past a
 * publication time instead of waiting for it. A missing file, or one that holds no whole number,
 * moves nothing.
 */
export function offsetClock(file: string, realNow: () => number = Date.now): Clock {
  return () => new Date(realNow() + offsetIn(file));
}

function offsetIn(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return 0;
  }
  return /^-?\d+$/.test(text) ? Number(text) : 0;
}
