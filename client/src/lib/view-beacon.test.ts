import { jest } from '@jest/globals';
import { tabCsrfToken } from './apollo/csrf';
import { fakeServerFetch, type FetchCall } from '../test/fake-server-fetch';
import { reportPageView, reportView, viewAttributes } from './view-beacon';

const views = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url === '/graphql')
    .map((call) => ({ body: JSON.parse(String(call.init?.body)), headers: call.init?.headers as Record<string, string> }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the view beacon', () => {
  beforeEach(() => tabCsrfToken.reset());

  it('counts the view of the detail page the server rendered, with the CSRF token, and the app does not count it again', async () => {
    const calls = fakeServerFetch();
    const attributes = viewAttributes('news', 7);
    document.body.innerHTML = `<article ${Object.entries(attributes).map(([name, value]) => `${name}="${value}"`).join(' ')}><h1>Kalede sergi</h1></article>`;

    reportPageView(document);
    await settle();
    expect(views(calls)).toEqual([
      expect.objectContaining({
        body: { operationName: 'RecordView', query: expect.stringContaining('recordView(kind: $kind, id: $id)'), variables: { kind: 'news', id: 7 } },
        headers: expect.objectContaining({ 'X-CSRF-Token': 'csrf-1' }),
      }),
    ]);

    // The app starts on the same page: its hook reports the same record, which is not sent twice.
    await reportView('news', 7);
    expect(views(calls)).toHaveLength(1);
    // A later visit of that record in the same tab is sent (the server counts a reader once an hour).
    await reportView('news', 7, 'access-token');
    expect(views(calls)).toHaveLength(2);
    expect(views(calls)[1].headers.Authorization).toBe('Bearer access-token');
  });

  it('sends nothing for a page that shows no record, and a failed request changes nothing', async () => {
    const calls = fakeServerFetch();
    document.body.innerHTML = '<main><h1>Haberler</h1></main>';
    reportPageView(document);
    await settle();
    expect(calls).toHaveLength(0);

    Object.assign(globalThis, { fetch: jest.fn(async () => Promise.reject(new TypeError('offline'))) });
    await expect(reportView('column', 3)).resolves.toBeUndefined();
  });
});
