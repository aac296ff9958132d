/** What a request is for, as metrics and the request log group it: never the raw path (unbounded labels). */
export type RouteKind = 'page' | 'api' | 'graphql' | 'media' | 'asset' | 'other';

/** The load balancer's and the monitor's paths: answered without the database, logged only at debug. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A file name's extension at the end of a path (`/favicon.ico`, `/sitemap-1.xml`). */
const FILE = /\.[a-z0-9]{1,8}$/i;

/** Sitemaps, feeds and robots.txt: built from the database, but not pages. */
const FEEDS = /^\/(sitemap[\w./-]*\.xml|rss\.xml|robots\.txt)$/;

export function routeKind(method: string, pathname: string): RouteKind {
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return 'graphql';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (method !== 'GET' && method !== 'HEAD' || PROBE_PATHS.has(pathname) || FEEDS.test(pathname)) return 'other';
  // The build's loose files (favicon…) are assets; everything else is a page.
  return FILE.test(pathname) ? 'asset' : 'page';
}
