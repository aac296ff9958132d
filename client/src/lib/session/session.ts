import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionUserFragment } from '../../gql/graphql';

export type SessionUser = SessionUserFragment;

/**
 * The signed-in user and the short-lived access token, kept in memory only
 * (one instance per browser tab; never shared between server requests).
 */
export interface Session {
  getAccessToken(): string | null;
  setAccessToken(token: string | null): void;
  getUser(): SessionUser | null;
  setUser(user: SessionUser | null): void;
  /** Signs in locally: token + user. */
  start(token: string, user: SessionUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Fetches a new access token with the refresh cookie (deduplicated). Registered by the Apollo client. */
  refresh(): Promise<void>;
  setRefreshHandler(handler: () => Promise<string>): void;
}

export function createSession(): Session {
  let accessToken: string | null = null;
  let user: SessionUser | null = null;
  let refreshHandler: (() => Promise<string>) | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getAccessToken: () => accessToken,
    setAccessToken(token) {
      accessToken = token;
    },
    getUser: () => user,
    setUser(next) {
      user = next;
      emit();
    },
    start(token, next) {
      accessToken = token;
      user = next;
      emit();
    },
    clear() {
      accessToken = null;
      user = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      const handler = refreshHandler;
      if (!handler) return Promise.reject(new Error('No refresh handler'));
      pending ??= acrossTabs(handler)
        .then((token) => {
          accessToken = token;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    setRefreshHandler(handler) {
      refreshHandler = handler;
    },
  };
}

/**
 * Runs a token refresh while holding a lock shared by every tab of the site. The server rotates the
 * refresh cookie on each use and treats a reused one as stolen (it ends the sign-in), so two tabs
 * opened at once must not refresh with the same cookie: the second waits and then sends the new one.
 */
function acrossTabs<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('dergi-token-refresh', refresh) as Promise<T>) : refresh();
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionContext is missing');
  return session;
}

export function useSessionUser(): SessionUser | null {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getUser, () => null);
}
