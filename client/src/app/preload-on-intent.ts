import { matchRoutes, type LoaderFunction, type RouteObject, type RouterContextProvider } from 'react-router-dom';

/** How long a preloaded link is not preloaded again (its data is stale at once anyway). */
const QUIET_MS = 10_000;

async function loaderOf(route: RouteObject): Promise<LoaderFunction | undefined> {
  if (typeof route.loader === 'function') return route.loader;
  if (typeof route.lazy === 'function') {
    const loaded = await route.lazy();
    return typeof loaded.loader === 'function' ? loaded.loader : undefined;
  }
  return undefined;
}

/**
 * Preloading on intent (spec §2): when the pointer rests on, or focus reaches, a link to another
 * page of the site, that page's route modules load and its loaders fill the Apollo cache, so the
 * click shows it at once; the loaders still refresh the data then (it is stale immediately).
 * `initial` is an intent seen before this was installed (the one that started the app);
 * `preloadContext` makes the loaders' context (the language layout only fetches its catalog then).
 */
export function preloadOnIntent(routes: RouteObject[], preloadContext: () => RouterContextProvider, initial?: Event): () => void {
  const recent = new Map<string, number>();

  const preload = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api') || url.pathname.startsWith('/media')) return;
    const key = `${url.pathname}${url.search}`;
    if (key === `${window.location.pathname}${window.location.search}`) return;
    const now = Date.now();
    if ((recent.get(key) ?? 0) > now - QUIET_MS) return;
    recent.set(key, now);

    for (const match of matchRoutes(routes, url) ?? []) {
      void loaderOf(match.route)
        .then((loader) => loader?.({ request: new Request(url.href), params: match.params, context: preloadContext() } as never))
        .catch(() => undefined); // a failed preload changes nothing: the click loads again
    }
  };

  if (initial) preload(initial);
  document.addEventListener('mouseover', preload, { passive: true });
  document.addEventListener('focusin', preload);
  return () => {
    document.removeEventListener('mouseover', preload);
    document.removeEventListener('focusin', preload);
  };
}
