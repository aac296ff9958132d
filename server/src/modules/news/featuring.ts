/**
 * Featuring period of a news item (spec §4): the editor picks `no`, `1d`, `3d` or `1w`; the item is
 * stored with the end of its featuring (`featuredUntil`), and an edit form shows the choice that
 * matches the time still left.
 */
export const FEATURING_PERIODS = ['no', '1d', '3d', '1w'] as const;
export type FeaturingPeriod = (typeof FEATURING_PERIODS)[number];

const DAYS: Record<Exclude<FeaturingPeriod, 'no'>, number> = { '1d': 1, '3d': 3, '1w': 7 };
const HOUR_MS = 3_600_000;

export const isFeaturingPeriod = (value: unknown): value is FeaturingPeriod => FEATURING_PERIODS.includes(value as FeaturingPeriod);

/** The stored end of featuring for a choice: none for `no`, else 1, 3 or 7 days after `now`. */
export function featuredUntilFor(period: FeaturingPeriod, now: Date = new Date()): Date | null {
  if (period === 'no') return null;
  return new Date(now.getTime() + DAYS[period] * 24 * HOUR_MS);
}

/**
 * The choice that matches a stored end: missing, invalid or past gives `no`; otherwise the days left
 * (whole hours left divided by 24, rounded up): under 1 → `no`, 1 to under 3 → `1d`, 3 to under 7 →
 * `3d`, 7 or more → `1w`. A value just stored for a choice reads back as that choice.
 */
export function featuringPeriodOf(featuredUntil: Date | string | null | undefined, now: Date = new Date()): FeaturingPeriod {
  if (!featuredUntil) return 'no';
  const end = new Date(featuredUntil).getTime();
  if (Number.isNaN(end)) return 'no';
  const hoursLeft = Math.floor((end - now.getTime()) / HOUR_MS);
  const daysLeft = Math.ceil(hoursLeft / 24);
  if (daysLeft < 1) return 'no';
  if (daysLeft < 3) return '1d';
  if (daysLeft < 7) return '3d';
  return '1w';
}
