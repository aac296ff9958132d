import type { DocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { answersAgree, type WrittenAnswer } from './answers-agree';
import { createCache } from './create-cache';

// Documents of a small made-up schema, parsed here: codegen checks the site's tagged documents against its schema.
const LATEST = parse(`
  query Latest($limit: Int) {
    latest(limit: $limit) {
      __typename
      id
      title
      category {
        __typename
        id
        name
      }
    }
  }
`);
const TOP = parse(`
  query Top {
    top {
      __typename
      id
      title
      hit
      poster {
        __typename
        url
        width
      }
    }
  }
`);
const TOP_TITLES = parse(`
  query TopTitles {
    top {
      __typename
      id
      title
    }
  }
`);
const NEWEST_TWO = parse(`
  query NewestTwo {
    newest: latest(limit: 2) {
      __typename
      id
      title
      category {
        __typename
        id
        name
      }
    }
  }
`);
const ALIASED = parse(`
  query Aliased {
    top {
      __typename
      id
      heading: title
    }
  }
`);

/** The answers written to a cache of the site's shape, as a server render's loaders write them. */
function written(answers: Array<[DocumentNode, unknown, Record<string, unknown>?]>) {
  const cache = createCache({ resultCaching: false });
  const list: Array<WrittenAnswer & { variables?: Record<string, unknown> }> = answers.map(([document, data, variables]) => ({ document, data, variables }));
  for (const { document, data, variables } of list) cache.writeQuery({ query: document, data: data as Record<string, unknown>, variables });
  const agree = answersAgree(list, (object) => cache.identify(object as never));
  const readBack = list.map(({ document, variables }) => cache.readQuery({ query: document, variables }));
  return { agree, readBack, data: list.map(({ data }) => data) };
}

const news = (id: number, fields: Record<string, unknown> = {}) => ({ __typename: 'News', id, title: `Haber ${id}`, ...fields });
const category = { __typename: 'Category', id: 3, name: 'Kültür' };
const poster = (url: string) => ({ __typename: 'Poster', url, width: 800 });

describe('answersAgree', () => {
  it('agrees when the answers carry a record with different fields but the same values, and the cache gives each back as written', () => {
    const { agree, readBack, data } = written([
      [LATEST, { latest: [news(1, { category }), news(2, { category })] }, { limit: 2 }],
      [TOP, { top: [news(2, { hit: 9, poster: poster('/a.webp') }), news(5, { hit: 4, poster: null })] }],
    ]);
    expect(agree).toBe(true);
    expect(readBack).toEqual(data);
  });

  it('differs when one record has two values, where the cache gives one answer back changed', () => {
    const { agree, readBack, data } = written([
      [TOP, { top: [news(2, { hit: 9, poster: null })] }],
      [TOP_TITLES, { top: [news(2, { title: 'Başlık değişti' })] }],
    ]);
    expect(agree).toBe(false);
    expect(readBack[0]).not.toEqual(data[0]);
  });

  it('differs when a list or an object kept inside its record is written over with another', () => {
    expect(written([[TOP, { top: [news(1, { hit: 1, poster: null })] }], [TOP_TITLES, { top: [news(2)] }]]).agree).toBe(false);
    expect(
      written([
        [TOP, { top: [news(1, { hit: 1, poster: poster('/a.webp') })] }],
        [TOP, { top: [news(1, { hit: 1, poster: poster('/b.webp') })] }],
      ]).agree,
    ).toBe(false);
  });

  it('compares a top-level field under its name and arguments, whatever its alias', () => {
    const two = [news(1, { category }), news(2, { category })];
    const same = written([
      [NEWEST_TWO, { newest: two }],
      [LATEST, { latest: two }, { limit: 2 }],
    ]);
    expect(same.agree).toBe(true);
    expect(same.readBack).toEqual(same.data);
    expect(written([[NEWEST_TWO, { newest: two }], [LATEST, { latest: [two[1], two[0]] }, { limit: 2 }]]).agree).toBe(false);
    // Other arguments: another field in the cache, nothing to differ from.
    expect(written([[NEWEST_TWO, { newest: two }], [LATEST, { latest: [two[1]] }, { limit: 1 }]]).agree).toBe(true);
  });

  it('does not compare a document with an alias below the top', () => {
    expect(written([[ALIASED, { top: [{ __typename: 'News', id: 1, heading: 'Haber 1' }] }]]).agree).toBe(false);
  });

  it('never agrees where the cache would give an answer back changed (300 random renders)', () => {
    let seed = 20261129;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = <T,>(items: T[]) => items[random(items.length)];
    let agreeing = 0;
    for (let render = 0; render < 300; render++) {
      const item = () => {
        const id = 1 + random(3);
        return { title: pick(['A', 'B']), hit: random(2), poster: pick([null, poster('/a.webp'), poster('/b.webp')]), category: pick([null, category]), id };
      };
      const answers: Array<[DocumentNode, unknown, Record<string, unknown>?]> = Array.from({ length: 1 + random(3) }, () => {
        const items = Array.from({ length: 1 + random(2) }, item);
        return pick([
          () => [LATEST, { latest: items.map(({ id, title, category: c }) => news(id, { title, category: c })) }, { limit: items.length }] as [DocumentNode, unknown, Record<string, unknown>],
          () => [TOP, { top: items.map(({ id, title, hit, poster: p }) => news(id, { title, hit, poster: p })) }] as [DocumentNode, unknown],
          () => [TOP_TITLES, { top: items.map(({ id, title }) => news(id, { title })) }] as [DocumentNode, unknown],
          () => [NEWEST_TWO, { newest: [...items, item()].slice(0, 2).map(({ id, title, category: c }) => news(id, { title, category: c })) }] as [DocumentNode, unknown],
        ])();
      });
      const { agree, readBack, data } = written(answers);
      if (agree) {
        agreeing++;
        expect(readBack).toEqual(data);
      }
    }
    // Both outcomes were drawn often enough for the check to mean something.
    expect(agreeing).toBeGreaterThan(30);
    expect(agreeing).toBeLessThan(270);
  });
});
