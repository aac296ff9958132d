import { jest } from '@jest/globals';
import { MeDocument } from '../../gql/graphql';
import { createSession } from '../session/session';
import { createBrowserApolloClient } from './create-browser-client';
import { getErrorInfo } from './error-info';
import { createInPlaceSignIn } from './in-place-sign-in';

const USER = { __typename: 'User' as const, id: 1, name: 'Editör', email: 'editor@example.com', language: 'tr' as const, avatarUrl: null };

const unauthenticated = { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };

/**
 * A server whose refresh cookie expired: every refresh fails; `me` answers 401 to any token but
 * `fresh` (the one a new sign-in brings). Returns the Authorization header of each `me` request.
 */
function expiredSessionServer(): string[] {
  const authorizations: string[] = [];
  Object.assign(globalThis, {
    fetch: jest.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string };
      const sent = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
      const authorization = sent.authorization ?? '';
      let answer: object = unauthenticated;
      let status = 401;
      if (body.operationName === 'Me') {
        authorizations.push(authorization);
        if (authorization === 'Bearer fresh') {
          answer = { data: { me: USER } };
          status = 200;
        }
      }
      const text = JSON.stringify(answer);
      // jsdom has no Response: the parts Apollo's HttpLink reads.
      return { ok: status === 200, status, headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
    }),
  });
  return authorizations;
}

function setup() {
  const authorizations = expiredSessionServer();
  const session = createSession();
  session.start('stale', USER);
  const signIn = createInPlaceSignIn();
  const onSessionExpired = jest.fn();
  const client = createBrowserApolloClient({ session, onSessionExpired, signIn, uri: 'http://localhost/graphql', csrf: { get: async () => 'csrf', reset: () => undefined } });
  const query = () => client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  return { authorizations, session, signIn, onSessionExpired, query };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function waitUntil(check: () => boolean) {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await settled();
  expect(check()).toBe(true);
}

describe('an expired session', () => {
  it('without a protecting screen: clears the session and leaves for the sign-in page', async () => {
    const { session, onSessionExpired, query } = setup();
    await expect(query()).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.getUser()).toBeNull();
  });

  it('on a protecting screen: waits for the sign-in dialog, then sends the request again with the new token', async () => {
    const { authorizations, session, signIn, onSessionExpired, query } = setup();
    const release = signIn.protect();
    const answer = query();
    await waitUntil(() => signIn.isPending());
    // The screen stays: the user is kept and nobody navigates.
    expect(session.getUser()).toEqual(USER);
    expect(onSessionExpired).not.toHaveBeenCalled();

    session.start('fresh', USER);
    signIn.signedIn();
    await expect(answer).resolves.toMatchObject({ data: { me: { id: 1 } } });
    expect(authorizations).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(signIn.isPending()).toBe(false);
    release();
  });

  it('on a protecting screen: a dismissed dialog fails the request with the 401 and still keeps the screen', async () => {
    const { session, signIn, onSessionExpired, query } = setup();
    const release = signIn.protect();
    const answer = query();
    await waitUntil(() => signIn.isPending());
    signIn.gaveUp();
    const error = await answer.then(() => null, (failure: unknown) => failure);
    expect(getErrorInfo(error).code).toBe('UNAUTHENTICATED');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(session.getUser()).toEqual(USER);
    release();
  });

  it('requests failing together wait for one sign-in; leaving the screen gives it up', async () => {
    const { signIn, query } = setup();
    const release = signIn.protect();
    const first = query();
    const second = query();
    await waitUntil(() => signIn.isPending());
    const listener = jest.fn();
    signIn.subscribe(listener);
    release();
    await expect(first).rejects.toThrow();
    await expect(second).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(signIn.isProtecting()).toBe(false);
  });
});
