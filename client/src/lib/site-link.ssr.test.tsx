/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link, StaticRouterProvider, type LinkProps } from 'react-router-dom';
import { SiteLink } from './site-link';

/** A server render of `links` made with `Component` on a page at /haber/bir-haber, as a page is rendered. */
async function page(Component: typeof Link, links: LinkProps[]): Promise<string> {
  const routes = [{ path: '*', Component: () => <>{links.map((props, index) => <Component key={index} {...props} />)}</> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/haber/bir-haber?page=2'));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const plainAddresses = ['/', '/haber', '/haber?page=3', '/en/news/a-title-of-news', '/haber?categoryId=4&page=2', '/arsiv#2024', '/haber/ç-ş%20x'];
// Addresses the Link resolves (relative, dot segments, double or trailing slashes, a bare `?`): the Link renders them itself.
const resolvedAddresses = ['haber', '../haber', '/haber/', '/a//b', '/a/./b', '/a/../b', '/haber?', '/haber#', '', '.', 'https://example.com/x', '//example.com/x', { pathname: '/haber', search: '?page=2' }];

describe('SiteLink on the server', () => {
  it("renders what react-router's Link renders, byte for byte, for every kind of address and attribute", async () => {
    expect(typeof document).toBe('undefined');
    const links: LinkProps[] = [...plainAddresses, ...resolvedAddresses].flatMap((to) => [
      { to, children: 'metin' },
      { to, className: 'header-link', 'aria-current': 'page', tabIndex: -1, 'aria-hidden': 'true', lang: 'tr', hrefLang: 'en', children: <span>iç</span> },
      { to, target: '_blank', rel: 'noopener', replace: true, state: { from: 'x' }, preventScrollReset: true, onClick: () => undefined, children: 'yeni' },
      { to, discover: 'none', reloadDocument: true, prefetch: 'none', viewTransition: true, children: 'x' },
    ]);
    const html = await page(SiteLink, links);
    expect(html).toBe(await page(Link, links));
    expect(html).toContain('<a class="header-link" aria-current="page" tabindex="-1" aria-hidden="true" lang="tr" hrefLang="en" href="/haber?page=3" data-discover="true"><span>iç</span></a>');
  });

  it('leaves a plain address to the Link when it asks for a prefetch', async () => {
    const links: LinkProps[] = [{ to: '/haber', prefetch: 'render', children: 'x' }, { to: '/haber', prefetch: 'intent', children: 'y' }];
    expect(await page(SiteLink, links)).toBe(await page(Link, links));
  });
});
