/**
 * The query parameter that carries a preview token to an item's real page (`/haberler/x?onizleme=…`):
 * the preview module signs and reads the token, the page renderer only sees that one is there (the
 * page is then rendered for that request alone and never kept). The client reads the same name
 * (client/src/lib/preview-token.ts).
 */
export const PREVIEW_PARAM = 'onizleme';

/** The preview token of a request's URL (path and query), if any. */
export const previewTokenOf = (url: string): string | undefined => new URL(url, 'http://localhost').searchParams.get(PREVIEW_PARAM) ?? undefined;
