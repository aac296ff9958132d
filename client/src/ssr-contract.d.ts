/*
 * The render contract between the server and the client bundle, declared once (code review §4).
 * Types only, so both packages import it without pulling the other's code in: the server's
 * `ssr/page-renderer.ts` loads the built `entry-server.js` as an `SsrEntry`, and
 * `client/src/entry-server.tsx` implements it (its `render` is checked against `SsrEntry['render']`).
 * A declaration file, so the server's compiler accepts it from outside its `rootDir`.
 */

/** One GraphQL operation as the server's executor takes it (a printed document, not a DocumentNode). */
export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /**
   * The same for every page that shows it (the most-read box, the latest news beside an article, a
   * list's filter choices): the server may answer it from its read for another page while that is
   * as fresh as a kept page. A page's own data (its item, its list page) never is.
   */
  shared?: boolean;
}

/** The single result of one operation: what Apollo's link hands to the cache. */
export interface GraphQLResult {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * Runs an operation in the server process as an anonymous reader, within the one context of the
 * render that it was made for (one EntityManager fork, one set of services, shared batch loaders).
 */
export type ExecuteOperation = (operation: GraphQLOperation) => Promise<GraphQLResult>;

export interface RenderRequest {
  /** Path and query, e.g. "/en/sign-in?x=1". */
  url: string;
  /** The contents of dist/client/index.html (the server reads it once). */
  template: string;
  execute: ExecuteOperation;
  /** The request's Accept-Language header (the admin's shell follows it). */
  acceptLanguage?: string;
  /** Longest wait for a page's data (the client's default when absent). */
  timeoutMs?: number;
  /** The configured public URL, e.g. "https://dergi.example": makes canonical and hreflang links absolute. */
  origin?: string;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  html: string;
  /** A reader's page, the same for everyone who asks: the server may keep it (PAGE_CACHE_SECONDS). */
  shared?: boolean;
}

/** The module `dist/server/entry-server.js`, built from `client/src/entry-server.tsx`. */
export interface SsrEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * The key the server keeps a page under: its path and the query parameters its page reads, so a
   * parameter the page ignores (`?x=1`, `utm_source`) serves the kept page instead of a new render.
   */
  pageKey(url: string): string;
}
