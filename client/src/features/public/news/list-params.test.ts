import type { ApolloClient } from '@apollo/client';
import { PublicNewsListPageDocument, PublicColumnListPageDocument } from '../../../gql/graphql';
import { routeContext } from '../../../lib/route-context';
import { loader as newsListLoader } from '../../../routes/public/news-list';
import { loader as columnListLoader } from '../../../routes/public/column-list';
import { columnListSearch, columnListVariables, newsListSearch, newsListVariables, parsePage, parseSortBy, parseTitle } from './list-params';

const params = (search: string) => new URLSearchParams(search);

describe('the search parameters of the public lists', () => {
  it('reads ?page= as a positive whole number and anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('1')).toBe(1);
    for (const bad of [null, '', '0', '-2', '2.5', 'abc', '1e3', ' 2', '99999999999']) expect(parsePage(bad)).toBe(1);
  });

  it('defaults ?sortBy= to createdAt and passes any other value on for the server to judge', () => {
    expect(parseSortBy(null)).toBe('createdAt');
    expect(parseSortBy('')).toBe('createdAt');
    expect(parseSortBy('hit')).toBe('hit');
    expect(parseSortBy('createdAt')).toBe('createdAt');
    expect(parseSortBy('title')).toBe('title'); // the server answers 400: the error page says so
  });

  it('collapses the spaces of ?title= and cuts it to the query length', () => {
    expect(parseTitle('  kent   ve\tbellek ')).toBe('kent ve bellek');
    expect(parseTitle('a'.repeat(150))).toHaveLength(100);
  });

  it('builds the news list variables from the address, ignoring what the page does not use', () => {
    expect(newsListVariables(params('page=2&sortBy=hit&categoryId=7&title=Ankara&utm_source=x'))).toEqual({ page: 2, title: 'Ankara', sortBy: 'hit', categoryId: 7 });
    expect(newsListVariables(params(''))).toEqual({ page: 1, title: '', sortBy: 'createdAt', categoryId: null });
    expect(newsListVariables(params('categoryId=abc&page=x'))).toEqual({ page: 1, title: '', sortBy: 'createdAt', categoryId: null });
  });

  it('builds the column list variables', () => {
    expect(columnListVariables(params('columnistId=4&sortBy=hit&page=5'))).toEqual({ page: 5, sortBy: 'hit', columnistId: 4 });
    expect(columnListVariables(params('columnistId=0'))).toEqual({ page: 1, sortBy: 'createdAt', columnistId: null });
  });

  it('keeps only the used, non-default parameters in the canonical query', () => {
    expect(newsListSearch(newsListVariables(params('page=1&sortBy=createdAt&title=&utm_medium=mail')))).toBe('');
    expect(newsListSearch(newsListVariables(params('sortBy=hit&page=2&categoryId=3&title=kent bellek')))).toBe('?page=2&title=kent+bellek&sortBy=hit&categoryId=3');
    expect(columnListSearch(columnListVariables(params('page=3&columnistId=2&sortBy=createdAt')))).toBe('?page=3&columnistId=2');
  });
});

/** A stand-in Apollo client: nothing cached, every query recorded and answered with empty data. */
function fakeApollo() {
  const calls: Array<{ query: unknown; variables: unknown }> = [];
  const apollo = {
    readQuery: () => null,
    query: async ({ query, variables }: { query: unknown; variables: unknown }) => {
      calls.push({ query, variables });
      return { data: {} };
    },
  };
  return { calls, context: routeContext({ apollo: apollo as unknown as ApolloClient }) };
}

/** What a loader reads of its request (jsdom has no fetch Request). */
const fakeRequest = (url: string) => ({ url, signal: new AbortController().signal });

describe('the list loaders', () => {
  it('load the news page the address asks for', async () => {
    const { calls, context } = fakeApollo();
    const request = fakeRequest('http://localhost/en/news?sortBy=hit&page=4&categoryId=2&utm_campaign=z');
    await expect(newsListLoader({ request, params: {}, context } as never)).resolves.toBeNull();
    expect(calls.find((call) => call.query === PublicNewsListPageDocument)?.variables).toEqual({ page: 4, title: '', sortBy: 'hit', categoryId: 2 });
    expect(calls).toHaveLength(4); // the list, the categories, featured and latest
  });

  it('load the column page the address asks for', async () => {
    const { calls, context } = fakeApollo();
    const request = fakeRequest('http://localhost/kose-yazisi?page=0&columnistId=9');
    await expect(columnListLoader({ request, params: {}, context } as never)).resolves.toBeNull();
    expect(calls.find((call) => call.query === PublicColumnListPageDocument)?.variables).toEqual({ page: 1, sortBy: 'createdAt', columnistId: 9 });
  });
});
