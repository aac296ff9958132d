import { archiveListVariables } from '../../features/public/archive/archive-variables';
import { columnListVariables, newsListVariables } from '../../features/public/news/list-params';
import { pageKey } from './paths';

describe('pageKey (the page cache key of an address)', () => {
  it('keeps only the parameters the page reads, each once, ordered by name', () => {
    expect(pageKey('/haber?sortBy=hit&categoryId=2')).toBe('/haber?categoryId=2&sortBy=hit');
    expect(pageKey('/haber?categoryId=2&utm_source=x&sortBy=hit&fbclid=abc&bench=7')).toBe('/haber?categoryId=2&sortBy=hit');
    expect(pageKey('/haber?title=k%C3%BClt%C3%BCr')).toBe('/haber?title=k%C3%BClt%C3%BCr');
    expect(pageKey('/en/columns?columnistId=4&page=2&x=1')).toBe('/en/columns?columnistId=4&page=2');
    expect(pageKey('/arsiv?page=3&sortBy=hit')).toBe('/arsiv?page=3');
    // The page reads the first of a repeated parameter.
    expect(pageKey('/haber?page=3&sortBy=hit&page=2')).toBe('/haber?page=3&sortBy=hit');
    expect(pageKey('/haber?page=3&page=2')).toBe(pageKey('/haber?page=3'));
    expect(pageKey('/giris?status=signedOut&utm_medium=mail')).toBe('/giris?status=signedOut');
    expect(pageKey('/sifreyi-sifirla?token=abc')).not.toBe(pageKey('/sifreyi-sifirla?token=abd'));
  });

  it('gives the home, a detail page and an unknown path their path alone', () => {
    expect(pageKey('/?bench=1')).toBe('/');
    expect(pageKey('/en?page=2')).toBe('/en');
    expect(pageKey('/haber/bir-haber?page=2&title=x')).toBe('/haber/bir-haber');
    expect(pageKey('/en/news/a-story?utm_campaign=spring')).toBe('/en/news/a-story');
    expect(pageKey('/olmayan-sayfa?page=2')).toBe('/olmayan-sayfa');
  });

  it('keeps each language and path apart', () => {
    expect(pageKey('/haber')).not.toBe(pageKey('/en/news'));
    expect(pageKey('/haber?page=2')).not.toBe(pageKey('/haber?page=3'));
  });
});

describe('pageKey and what the list pages read', () => {
  /** The parameter names `variables` reads from an address's query. */
  function namesReadBy(variables: (search: URLSearchParams) => unknown): string[] {
    const search = new URLSearchParams();
    const read = new Set<string>();
    const get = search.get.bind(search);
    search.get = (name: string) => (read.add(name), get(name));
    variables(search);
    return [...read].sort();
  }

  it.each([
    ['/haber', newsListVariables],
    ['/en/columns', columnListVariables],
    ['/arsiv', archiveListVariables],
  ] as const)('%s is kept apart for every parameter its data depends on', (path, variables) => {
    const names = namesReadBy(variables);
    expect(names.length).toBeGreaterThan(0);
    const search = names.map((name) => `${name}=1`).join('&');
    expect(pageKey(`${path}?${search}&other=1`)).toBe(`${path}?${search}`);
  });
});
