/*
 * Which request paths are the admin's (first review L6). A browser, a proxy or the client's router
 * may read `/YONETIM`, `/%79onetim`, `/./yonetim` or `/en/../yonetim/kategoriler` as `/yonetim…`,
 * so the guard decides on the path as a router would see it, not on its spelling.
 */

const ADMIN_SEGMENT = 'yonetim';
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-escapes of unreserved characters decoded, the others upper-cased (RFC 3986 §6.2.2). */
function decodeUnreserved(segment: string): string {
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

function fullyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's segments with `.` and `..` resolved (RFC 3986 §5.2.4) and empty ones dropped; and whether it ends in `/`. */
function normalisedSegments(path: string): { segments: string[]; trailingSlash: boolean } {
  const segments: string[] = [];
  const raw = path.split('/').map(decodeUnreserved);
  raw.forEach((segment) => {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  });
  const last = raw[raw.length - 1];
  return { segments, trailingSlash: segments.length > 0 && (last === '' || last === '.' || last === '..') };
}

/** An absolute-form request target (`GET http://host/yonetim`) as its path and query. */
function originForm(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * The admin URL a request URL stands for, canonically spelled (`/yonetim/…` plus its query), or
 * undefined when it is not the admin's. The first segment matches as the client's case-insensitive
 * router matches it (`YONETIM`, `Yonetım`), once percent-escapes are decoded.
 */
export function adminUrlOf(requestUrl: string): string | undefined {
  const url = originForm(requestUrl);
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  const query = end < 0 ? '' : url.slice(end);
  const { segments, trailingSlash } = normalisedSegments(path);
  const [first, ...rest] = segments;
  if (first === undefined || fullyDecoded(first).toUpperCase() !== ADMIN_SEGMENT.toUpperCase()) return undefined;
  return `/${[ADMIN_SEGMENT, ...rest].join('/')}${trailingSlash ? '/' : ''}${query}`;
}
