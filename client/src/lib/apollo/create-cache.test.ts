import { PAGE_TYPES } from '../../gql/page-types';
import { createCache, recordIdOf } from './create-cache';

describe('recordIdOf', () => {
  const cache = createCache();
  const objects: Array<Record<string, unknown>> = [
    { __typename: 'News', id: 5, title: 'A' },
    { __typename: 'Category', id: '7' },
    { __typename: 'Tag', _id: 3 },
    { __typename: 'Tag', id: null, _id: 4 },
    { __typename: 'Event', id: { part: 1 } },
    { __typename: 'Column' },
    { __typename: 'EditorialItem', kind: 'news', id: 5 },
    { __typename: 'EditorialItem', kind: 'column', id: 5 },
    { __typename: 'PublicationState', kind: 'archiveIssue', id: 2 },
    { __typename: 'DashboardItem', id: 9 },
    ...PAGE_TYPES.map((type) => ({ __typename: type, items: [], totalItems: 0 })),
    { __typename: 'Query' },
    { id: 1 },
  ];

  it.each(objects.map((object) => [JSON.stringify(object), object]))('gives the id the cache gives %s', (_name, object) => {
    expect(recordIdOf(object)).toBe(cache.identify(object as never));
  });

  it('tells records apart and keeps paged wrappers inside their parent', () => {
    expect(recordIdOf({ __typename: 'EditorialItem', kind: 'news', id: 5 })).not.toBe(recordIdOf({ __typename: 'EditorialItem', kind: 'column', id: 5 }));
    expect(recordIdOf({ __typename: 'NewsPage', items: [] })).toBeUndefined();
    expect(recordIdOf({ __typename: 'News', id: 5 })).toBe('News:5');
  });
});
