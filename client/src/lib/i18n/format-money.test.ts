import { formatTry } from './format-money';

describe('formatTry', () => {
  it('formats the stored amount in each interface language', () => {
    expect(formatTry('1250.50', 'tr')).toBe('₺1.250,50');
    expect(formatTry('1250.50', 'en')).toBe('₺1,250.50');
    expect(formatTry('0.00', 'tr')).toBe('₺0,00');
    expect(formatTry('250,5', 'en')).toBe('₺250.50');
  });

  it('leaves missing or unreadable values alone', () => {
    expect(formatTry(null, 'tr')).toBe('');
    expect(formatTry('', 'en')).toBe('');
    expect(formatTry('abc', 'tr')).toBe('abc');
  });
});
