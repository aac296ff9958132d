import { createContext } from 'react';

export interface HeadAlternate {
  hrefLang: string;
  href: string;
}

/** What a page wants in `<head>`. */
export interface HeadData {
  title?: string;
  description?: string;
  alternates: HeadAlternate[];
  noIndex?: boolean;
}

/**
 * Server only: pages write their head data here while rendering; entry-server turns
 * it into tags. In the browser the context is null and PageMeta updates `document`.
 */
export const HeadCollectorContext = createContext<HeadData | null>(null);

export const SITE_NAME = 'Dergi Ankara';

export function fullTitle(title: string | undefined): string {
  if (!title) return SITE_NAME;
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Server rendering of the collected head data; `origin` makes the alternate links absolute. */
export function renderHeadTags(head: HeadData, origin = ''): string {
  const tags = [`<title>${escapeText(fullTitle(head.title))}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeAttribute(head.description)}" />`);
  if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeAttribute(alternate.hrefLang)}" href="${escapeAttribute(origin + alternate.href)}" data-app-head="" />`,
    );
  }
  return tags.join('\n    ');
}
