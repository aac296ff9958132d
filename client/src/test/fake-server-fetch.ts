import { jest } from '@jest/globals';

export interface FetchCall {
  url: string;
  init?: RequestInit;
}

/**
 * Replaces `fetch` (jsdom has none) with the two answers a reader's page asks for outside Apollo:
 * the CSRF token and GraphQL's answer to a view. Returns the calls made, in order.
 */
export function fakeServerFetch(token = 'csrf-1'): FetchCall[] {
  const calls: FetchCall[] = [];
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const body = url.includes('csrf') ? { token } : { data: { recordView: true } };
      return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) } as Response;
    }),
  });
  return calls;
}
