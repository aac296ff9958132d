import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

const onServer = typeof document === 'undefined';

/**
 * An address react-router's Link writes into `href` unchanged: absolute, every segment a plain
 * name (no empty, `.` or `..` segment, no backslash, no trailing slash but the root's), and a query
 * or fragment that is not empty. Anything else is resolved by the Link itself.
 */
const PLAIN_ADDRESS = /^\/(?:[^/?#.\\][^/?#\\]*(?:\/[^/?#.\\][^/?#\\]*)*)?(?:\?[^#]+)?(?:#.+)?$/;

/**
 * A server render's Link to a plain address: the anchor react-router's Link renders, attribute for
 * attribute, without its hooks. Link resolves its address against the route, builds a click
 * handler and a prefetch behaviour (about 15 µs a link), all unused in markup that is only sent;
 * a news list shows some 60 links. Nothing the Link does differently reaches the page.
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  // What the Link uses only on a click or a prefetch is left out of the anchor, as the Link leaves it.
  const { to, target, discover = 'render', prefetch, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, defaultShouldRevalidate: _revalidate, onClick: _onClick, ...rest } = props;
  const plain = typeof to === 'string' && PLAIN_ADDRESS.test(to) && (prefetch === undefined || prefetch === 'none') && !('mask' in props);
  if (!plain) return <RouterLink ref={ref} {...props} />;
  // Its content comes with `rest` (children), as the Link's does.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
});

/**
 * The site's link to one of its own pages: react-router's Link in the browser (navigation without
 * a reload), on the server the same anchor made without the router's per-link work (`ServerLink`).
 * The markup is the same either way, so a reader's page hydrates over it unchanged.
 */
export const SiteLink = onServer ? ServerLink : RouterLink;
