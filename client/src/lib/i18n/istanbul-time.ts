/**
 * Europe/Istanbul wall-clock time ↔ instants. Türkiye has kept UTC+03:00 all year since
 * September 2016, so the conversion is a fixed offset (earlier dates are not entered in the admin).
 *
 * Date pickers (AdapterDateFns) work on `Date` objects in the browser's own zone: the picked day and
 * time are the Date's *local* fields. These helpers read and write those local fields, so an editor
 * in Berlin or New York enters and sees the same Istanbul time as one in Ankara.
 */
export const ISTANBUL_OFFSET_MINUTES = 180;

const OFFSET_MS = ISTANBUL_OFFSET_MINUTES * 60_000;

/**
 * The instant (ISO 8601, UTC) of a picked wall-clock time read as Istanbul time:
 * 1 Dec 2026 19:00 picked → `2026-12-01T16:00:00.000Z`. Seconds are kept as picked.
 */
export function istanbulWallClockToIso(wallClock: Date): string {
  if (Number.isNaN(wallClock.getTime())) throw new RangeError('Invalid wall-clock date');
  const asUtc = Date.UTC(
    wallClock.getFullYear(),
    wallClock.getMonth(),
    wallClock.getDate(),
    wallClock.getHours(),
    wallClock.getMinutes(),
    wallClock.getSeconds(),
    wallClock.getMilliseconds(),
  );
  return new Date(asUtc - OFFSET_MS).toISOString();
}

/**
 * The wall-clock `Date` (local fields = Istanbul time) of an instant, for a picker to show:
 * `2026-12-01T16:00:00.000Z` → a Date whose local fields read 1 Dec 2026 19:00.
 * `null` for an empty or unreadable value.
 */
export function isoToIstanbulWallClock(value: string | null | undefined): Date | null {
  if (!value) return null;
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return null;
  const shifted = new Date(instant + OFFSET_MS);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
    shifted.getUTCMilliseconds(),
  );
}
