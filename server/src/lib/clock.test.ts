import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { offsetClock } from './clock.js';

const REAL_NOW = Date.UTC(2026, 10, 25, 9, 0, 0);
let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dergi-clock-'));
  file = path.join(dir, 'offset');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('offsetClock (the browser tests’ clock)', () => {
  const clock = () => offsetClock(file, () => REAL_NOW);

  it('is the real time while the file is missing', () => {
    expect(clock()().getTime()).toBe(REAL_NOW);
  });

  it('moves by the milliseconds the file holds, read again on each call', () => {
    const now = clock();
    writeFileSync(file, '180000\n');
    expect(now().getTime()).toBe(REAL_NOW + 180_000);
    writeFileSync(file, '-60000');
    expect(now().getTime()).toBe(REAL_NOW - 60_000);
    writeFileSync(file, '0');
    expect(now().getTime()).toBe(REAL_NOW);
  });

  it.each(['', 'soon', '12.5', '1e6', '180000 ms'])('ignores a file holding %j', (text) => {
    writeFileSync(file, text);
    expect(clock()().getTime()).toBe(REAL_NOW);
  });

  it('follows the real time between calls', () => {
    let real = REAL_NOW;
    const now = offsetClock(file, () => real);
    writeFileSync(file, '1000');
    real += 5000;
    expect(now().getTime()).toBe(REAL_NOW + 6000);
  });
});

describe('CLOCK_OFFSET_FILE', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    APP_SECRET: 's'.repeat(48),
    PUBLIC_URL: 'https://dergi.example',
    SUBSCRIPTION_IBAN: 'TR32 0010 0099 9990 1234 5678 90',
    SUBSCRIPTION_ACCOUNT_HOLDER: 'Dergi Yayıncılık A.Ş.',
    SUBSCRIPTION_BANK: 'Ankara Bankası',
  };

  it('names the offset file outside production, and nothing when unset', () => {
    expect(loadConfig({ DATA_DIR: dir, CLOCK_OFFSET_FILE: file }).clockOffsetFile).toBe(file);
    expect(loadConfig({ DATA_DIR: dir }).clockOffsetFile).toBeUndefined();
  });

  it('is refused in production', () => {
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dir }).clockOffsetFile).toBeUndefined();
    expect(() => loadConfig({ ...PRODUCTION, DATA_DIR: dir, CLOCK_OFFSET_FILE: file })).toThrow(ConfigError);
  });
});
