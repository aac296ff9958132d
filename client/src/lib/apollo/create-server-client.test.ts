import { ApolloClient, ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { jest } from '@jest/globals';
import { PublicMostReadDocument } from '../../gql/graphql';
import type { ExecuteOperation, GraphQLOperation } from '../../ssr-contract';
import { createCache } from './create-cache';
import { createServerApolloClient, serverAnswerOf, serverAnswersForBrowser, serverDataOf, serverQueryOf } from './create-server-client';
import { errorStatus, getErrorInfo } from './error-info';
import { registerRouteDocument, writeServerAnswers } from './server-answers';

const news = { __typename: 'News', id: 7, title: 'Ulus’ta hanlar', slug: 'ulusta-hanlar', hit: 412 };

function recordingExecutor(answer: Awaited<ReturnType<ExecuteOperation>>) {
  const operations: GraphQLOperation[] = [];
  const execute: ExecuteOperation = async (operation) => {
    operations.push(operation);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return answer;
  };
  return { operations, execute };
}

describe('a route query run on the server', () => {
  it('sends the document with __typename and hands the answer to the browser as it came, without writing a cache', async () => {
    const { operations, execute } = recordingExecutor({ data: { publicTopNews: [news] } });
    const client = createServerApolloClient(execute);
    const data = await serverQueryOf(client)!(PublicMostReadDocument, {});

    expect(data.publicTopNews[0].title).toBe('Ulus’ta hanlar');
    expect(operations).toHaveLength(1);
    expect(operations[0].operationName).toBe('PublicMostRead');
    expect(operations[0].query).toContain('__typename');
    expect(serverAnswersForBrowser(client)).toEqual([{ operation: 'PublicMostRead', variables: {}, data }]);
    expect(client.extract()).toEqual({});
  });

  it('keeps the answer for the page to read, by document and variables', async () => {
    const { execute } = recordingExecutor({ data: { publicTopNews: [news] } });
    const client = createServerApolloClient(execute);
    expect(serverAnswerOf(client, PublicMostReadDocument, {})).toBeUndefined();
    const data = await serverQueryOf(client)!(PublicMostReadDocument, {});

    expect(serverAnswerOf(client, PublicMostReadDocument, {})).toEqual(data);
    expect(serverAnswerOf(client, PublicMostReadDocument, {})).toBe(serverAnswerOf(client, PublicMostReadDocument, {}));
    expect(serverAnswerOf(client, PublicMostReadDocument, { limit: 3 })).toBeUndefined();
    expect(serverAnswerOf(createServerApolloClient(execute), PublicMostReadDocument, {})).toBeUndefined();
  });

  it('gives the page what the browser will hydrate from: one value for an item two answers carry', async () => {
    let hits = 412;
    const execute: ExecuteOperation = async (operation) => ({ data: { publicTopNews: [{ ...news, hit: operation.variables?.limit ? ++hits : hits }] } });
    const client = createServerApolloClient(execute);
    await serverQueryOf(client)!(PublicMostReadDocument, {});
    // Read a moment later (a view counted in between): the cache keeps the newer count for both.
    await serverQueryOf(client)!(PublicMostReadDocument, { limit: 5 } as never);
    expect((serverAnswerOf(client, PublicMostReadDocument, {}) as { publicTopNews: Array<{ hit: number }> }).publicTopNews[0].hit).toBe(413);
  });

  it('gives a component nothing for a query whose loader failed, and what the cache holds for one no loader asked for', async () => {
    const failing = createServerApolloClient(recordingExecutor({ errors: [{ message: 'Not set up.', extensions: { code: 'NOT_FOUND', status: 404 } }] }).execute);
    await serverQueryOf(failing)!(PublicMostReadDocument, {}).catch(() => null);
    expect(serverDataOf(failing, PublicMostReadDocument, {})).toBeUndefined();

    const client = createServerApolloClient(recordingExecutor({ data: { publicTopNews: [news] } }).execute);
    await serverQueryOf(client)!(PublicMostReadDocument, {});
    expect(serverDataOf(client, PublicMostReadDocument, {})).toBe(serverAnswerOf(client, PublicMostReadDocument, {}));
    // Other variables the document does not use: no loader asked for them, the cache has the same fields.
    expect((serverDataOf(client, PublicMostReadDocument, { limit: 3 } as never) as { publicTopNews: Array<{ id: number }> }).publicTopNews[0].id).toBe(7);
  });

  it("tells the server which queries are the same on every page, and only those", async () => {
    const { operations, execute } = recordingExecutor({ data: { publicTopNews: [news] } });
    const query = serverQueryOf(createServerApolloClient(execute))!;
    await query(PublicMostReadDocument, {}, { shared: true });
    await query(PublicMostReadDocument, { limit: 2 } as never);
    expect(operations.map((operation) => operation.shared)).toEqual([true, undefined]);
  });

  it('runs a query asked for twice at once only once', async () => {
    const { operations, execute } = recordingExecutor({ data: { publicTopNews: [news] } });
    const query = serverQueryOf(createServerApolloClient(execute))!;
    const [first, second] = await Promise.all([query(PublicMostReadDocument, {}), query(PublicMostReadDocument, {})]);
    expect(second).toBe(first);
    expect(operations).toHaveLength(1);
  });

  it('fails with the GraphQL errors, so the route answers their status, and writes nothing', async () => {
    const { execute } = recordingExecutor({ errors: [{ message: 'News not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] });
    const client = createServerApolloClient(execute);
    const failure = await serverQueryOf(client)!(PublicMostReadDocument, {}).catch((error: unknown) => error);

    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect(errorStatus(getErrorInfo(failure))).toBe(404);
    expect(client.extract()).toEqual({});
    expect(serverAnswersForBrowser(client)).toEqual([]);
  });
});

describe('the answers a page hands the browser', () => {
  registerRouteDocument(PublicMostReadDocument);

  /** A browser's cache filled from the page's answers, as entry-client.tsx fills it before hydrating. */
  function browserCacheOf(server: ReturnType<typeof createServerApolloClient>) {
    const browser = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    writeServerAnswers(browser, JSON.parse(JSON.stringify(serverAnswersForBrowser(server))));
    return browser;
  }

  /** Answers that finish in the order of `delays` (ms), the hit count of each given by `hitOf`. */
  async function answered(delays: number[], hitOf: (index: number) => number) {
    const execute: ExecuteOperation = async (operation) => {
      const index = (operation.variables?.limit as number) ?? 0;
      await new Promise((resolve) => setTimeout(resolve, delays[index]));
      return { data: { publicTopNews: [{ ...news, hit: hitOf(index) }] } };
    };
    const client = createServerApolloClient(execute);
    await Promise.all(delays.map((_, index) => serverQueryOf(client)!(PublicMostReadDocument, (index ? { limit: index } : {}) as never)));
    return client;
  }

  it('are the same text whichever loader finished first, when they agree', async () => {
    const first = await answered([1, 8, 4], () => 412);
    const second = await answered([8, 1, 4], () => 412);
    expect(JSON.stringify(serverAnswersForBrowser(first))).toBe(JSON.stringify(serverAnswersForBrowser(second)));
  });

  it('give the browser the values the page showed, when they agree and when they do not', async () => {
    for (const hitOf of [() => 412, (index: number) => 412 + index]) {
      for (const delays of [[1, 8, 4], [8, 1, 4]]) {
        const server = await answered(delays, hitOf);
        const browser = browserCacheOf(server);
        for (const variables of [{}, { limit: 1 }, { limit: 2 }]) {
          const shown = serverAnswerOf(server, PublicMostReadDocument, variables);
          expect(shown).toBeDefined();
          expect(browser.readQuery({ query: PublicMostReadDocument, variables: variables as never })).toEqual(shown);
        }
      }
    }
  });

  it('leave out an answer whose document no loaded route declares, and say so', async () => {
    const browser = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeServerAnswers(browser, [{ operation: 'NoSuchQuery', variables: {}, data: { x: 1 } }]);
    expect(browser.extract()).toEqual({});
    expect(said).toHaveBeenCalledWith(expect.stringContaining('NoSuchQuery'));
    said.mockRestore();
  });
});
