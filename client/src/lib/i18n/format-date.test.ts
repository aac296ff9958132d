import { formatDayAndMonth } from './format-date';

describe('formatDayAndMonth', () => {
  it('gives the calendar leaf of a moment in Istanbul time, in each language', () => {
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatDayAndMonth('2026-11-26T22:30:00Z', 'tr')).toEqual({ day: '27', month: 'Kas' });
    expect(formatDayAndMonth(new Date('2026-11-26T22:30:00Z'), 'en')).toEqual({ day: '27', month: 'Nov' });
  });
});
