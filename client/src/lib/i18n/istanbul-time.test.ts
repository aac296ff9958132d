import { execFileSync } from 'node:child_process';
import { istanbulWallClockToIso, isoToIstanbulWallClock } from './istanbul-time';

describe('Istanbul wall-clock time', () => {
  it('reads a picked 19:00 as 16:00 UTC', () => {
    expect(istanbulWallClockToIso(new Date(2026, 11, 1, 19, 0))).toBe('2026-12-01T16:00:00.000Z');
  });

  it('crosses the day, month and year boundary backwards', () => {
    expect(istanbulWallClockToIso(new Date(2027, 0, 1, 1, 30))).toBe('2026-12-31T22:30:00.000Z');
    expect(istanbulWallClockToIso(new Date(2026, 2, 1, 2, 59))).toBe('2026-02-28T23:59:00.000Z');
  });

  it('uses +03:00 in summer and in winter (no DST since 2016)', () => {
    expect(istanbulWallClockToIso(new Date(2026, 6, 15, 12, 0))).toBe('2026-07-15T09:00:00.000Z');
    expect(istanbulWallClockToIso(new Date(2026, 0, 15, 12, 0))).toBe('2026-01-15T09:00:00.000Z');
  });

  it('shows an instant as its Istanbul wall-clock time', () => {
    const shown = isoToIstanbulWallClock('2026-12-01T16:00:00.000Z');
    expect(shown && [shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2026, 11, 1, 19, 0]);
    const late = isoToIstanbulWallClock('2026-12-31T22:30:00Z');
    expect(late && [late.getFullYear(), late.getMonth(), late.getDate(), late.getHours(), late.getMinutes()]).toEqual([2027, 0, 1, 1, 30]);
  });

  it('round-trips and reads other offsets', () => {
    const iso = '2026-05-19T06:45:00.000Z';
    const wall = isoToIstanbulWallClock(iso);
    expect(wall && istanbulWallClockToIso(wall)).toBe(iso);
    expect(isoToIstanbulWallClock('2026-05-19T09:45:00+03:00')?.getHours()).toBe(9);
  });

  it('answers null for empty or unreadable values and refuses an invalid date', () => {
    expect(isoToIstanbulWallClock(null)).toBeNull();
    expect(isoToIstanbulWallClock('')).toBeNull();
    expect(isoToIstanbulWallClock('not a date')).toBeNull();
    expect(() => istanbulWallClockToIso(new Date(Number.NaN))).toThrow(RangeError);
  });

  // The browser's zone must not matter: the same conversion in processes whose TZ is elsewhere.
  it.each(['America/New_York', 'Asia/Tokyo', 'UTC', 'Europe/Berlin'])('gives the same answers in a process running in %s', (zone) => {
    const script = `
      const OFFSET_MS = 180 * 60000;
      ${istanbulWallClockToIso.toString()}
      ${isoToIstanbulWallClock.toString()}
      const wall = isoToIstanbulWallClock('2026-03-29T00:30:00.000Z');
      console.log(JSON.stringify([
        istanbulWallClockToIso(new Date(2026, 11, 1, 19, 0)),
        istanbulWallClockToIso(new Date(2026, 2, 29, 3, 30)),
        [wall.getDate(), wall.getHours(), wall.getMinutes()],
      ]));`;
    const out = execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(['2026-12-01T16:00:00.000Z', '2026-03-29T00:30:00.000Z', [29, 3, 30]]);
  });
});
