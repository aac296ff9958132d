import { formatCount } from './format-number';

describe('formatCount', () => {
  it('groups thousands as each interface language writes them', () => {
    expect(formatCount(12345, 'tr')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(7, 'tr')).toBe('7');
  });
});
