/** The query parameter of an item's page opened through a preview link (`/haber/<slug>?onizleme=…`). */
export const PREVIEW_PARAM = 'onizleme';

/**
 * The preview token of the page the tab shows, sent with its GraphQL requests (`X-Preview-Token`) so
 * that the item it opens loads in the browser too (another language, a reload of the data).
 */
export function pagePreviewToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get(PREVIEW_PARAM) ?? undefined;
}
