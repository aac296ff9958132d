import { featuredUntilFor, featuringPeriodOf, isFeaturingPeriod } from './featuring.js';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const HOUR = 3_600_000;
const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('featuredUntilFor (choice → stored end)', () => {
  it('stores nothing for "no"', () => {
    expect(featuredUntilFor('no', NOW)).toBeNull();
  });

  it.each([
    ['1d', 24],
    ['3d', 72],
    ['1w', 168],
  ] as const)('stores %s as %i hours ahead', (period, hours) => {
    expect(featuredUntilFor(period, NOW)).toEqual(after(hours * HOUR));
  });
});

describe('featuringPeriodOf (stored end → choice)', () => {
  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['an invalid date', 'not-a-date'],
    ['in the past', after(-1)],
    ['exactly now', NOW],
    ['59 minutes ahead (0 whole hours)', after(59 * 60_000)],
  ])('gives "no" for an end that is %s', (_label, value) => {
    expect(featuringPeriodOf(value as Date | string | null | undefined, NOW)).toBe('no');
  });

  it.each([
    [1, '1d'],
    [24, '1d'],
    [48, '1d'],
    [48.99, '1d'],
    [49, '3d'],
    [72, '3d'],
    [144, '3d'],
    [145, '1w'],
    [168, '1w'],
    [24 * 30, '1w'],
  ])('gives the right choice %i hours ahead', (hours, period) => {
    expect(featuringPeriodOf(after(hours * HOUR), NOW)).toBe(period);
  });

  it('reads a just-stored choice back as that choice, and a moment later still', () => {
    for (const period of ['1d', '3d', '1w'] as const) {
      const stored = featuredUntilFor(period, NOW)!;
      expect(featuringPeriodOf(stored, NOW)).toBe(period);
      expect(featuringPeriodOf(stored, after(5 * 60_000))).toBe(period);
      expect(featuringPeriodOf(stored.toISOString(), NOW)).toBe(period);
    }
  });
});

describe('isFeaturingPeriod', () => {
  it('accepts the four choices only', () => {
    for (const value of ['no', '1d', '3d', '1w']) expect(isFeaturingPeriod(value)).toBe(true);
    for (const value of ['yes', '2d', '', null, 1]) expect(isFeaturingPeriod(value)).toBe(false);
  });
});
