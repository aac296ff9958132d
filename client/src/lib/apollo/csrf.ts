/** The CSRF token from `GET /api/app/get-csrf-token` (fetched once, refetched after a 403). */
export interface CsrfTokenSource {
  get(): Promise<string>;
  reset(): void;
}

/** The tab's token: the view beacon and the Apollo client share it (one request for both). */
export const tabCsrfToken: CsrfTokenSource = createCsrfTokenSource();

export function createCsrfTokenSource(url = '/api/app/get-csrf-token', fetchImpl: typeof fetch = (...args) => fetch(...args)): CsrfTokenSource {
  let pending: Promise<string> | null = null;
  return {
    get() {
      pending ??= fetchImpl(url, { credentials: 'include', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`CSRF token request failed with ${response.status}`);
          const body = (await response.json()) as { token?: string };
          if (!body.token) throw new Error('CSRF token missing in response');
          return body.token;
        })
        .catch((error: unknown) => {
          pending = null;
          throw error;
        });
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}
