/**
 * An absolute http or https address with a host and no spaces: the client twin of the server's
 * `isWebLink` (archive links, advert links).
 */
export function isWebLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
