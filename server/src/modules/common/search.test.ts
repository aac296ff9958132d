import { searchPattern } from './search.js';

describe('searchPattern', () => {
  it('is undefined for a blank query', () => {
    expect(searchPattern('')).toBeUndefined();
    expect(searchPattern('   ')).toBeUndefined();
    expect(searchPattern('?!—')).toBeUndefined();
  });

  it('folds Turkish letters and case, so "kultur", "Kültür" and "KÜLTÜR" ask for the same thing', () => {
    expect(searchPattern('kultur')).toBe('%kultur%');
    expect(searchPattern('Kültür')).toBe('%kultur%');
    expect(searchPattern('KÜLTÜR')).toBe('%kultur%');
    expect(searchPattern('IŞIK')).toBe('%isik%');
    expect(searchPattern('İstanbul')).toBe('%istanbul%');
  });

  it('matches the words in order with anything between them', () => {
    expect(searchPattern('  kültür   sanat ')).toBe('%kultur%sanat%');
    expect(searchPattern('Kültür-Sanat')).toBe('%kultur%sanat%');
  });

  it('never passes LIKE wildcards or escapes through from the query', () => {
    for (const query of ['100%', 'a_b', 'back\\slash', "o'reilly"]) {
      const pattern = searchPattern(query)!;
      const inner = pattern.slice(1, -1);
      expect(pattern.startsWith('%') && pattern.endsWith('%')).toBe(true);
      expect(inner).toMatch(/^[a-z0-9%]*$/);
      expect(inner).not.toMatch(/_|\\/);
    }
    expect(searchPattern('100%')).toBe('%100%');
    expect(searchPattern('%_%')).toBeUndefined();
  });
});
