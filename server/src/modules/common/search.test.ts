import { searchWhere } from './search.js';

const words = (query: string) => (searchWhere(query)?.$and as { searchText: { $like: string } }[] | undefined)?.map((c) => c.searchText.$like);

describe('searchWhere', () => {
  it('is undefined for a blank query', () => {
    expect(searchWhere('')).toBeUndefined();
    expect(searchWhere('   ')).toBeUndefined();
    expect(searchWhere('?!—')).toBeUndefined();
  });

  it('folds Turkish letters and case, so "kultur", "Kültür" and "KÜLTÜR" ask for the same thing', () => {
    for (const query of ['kultur', 'Kültür', 'KÜLTÜR']) expect(words(query)).toEqual(['%kultur%']);
    expect(words('IŞIK')).toEqual(['%isik%']);
    expect(words('İstanbul')).toEqual(['%istanbul%']);
  });

  it('asks for every word on its own, so their order does not matter', () => {
    expect(words('  kültür   sanat ')).toEqual(['%kultur%', '%sanat%']);
    expect(words('Kültür-Sanat')).toEqual(['%kultur%', '%sanat%']);
  });

  it('never passes LIKE wildcards or escapes through from the query', () => {
    for (const query of ['100%', 'a_b', 'back\\slash', "o'reilly"]) {
      for (const pattern of words(query)!) expect(pattern.slice(1, -1)).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('searches another column when asked', () => {
    expect(searchWhere('ankara', 'titleKey')).toEqual({ $and: [{ titleKey: { $like: '%ankara%' } }] });
  });
});
