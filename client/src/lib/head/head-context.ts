import { createContext } from 'react';
import type { Lang } from '../i18n/languages';

export interface HeadAlternate {
  hrefLang: string;
  href: string;
}

/** What a page wants in `<head>`. Paths are site-relative; the origin is added when the tags are made. */
export interface HeadData {
  title?: string;
  description?: string;
  keywords?: string[];
  /** The canonical path with only the query parameters the page uses. */
  canonical?: string;
  alternates: HeadAlternate[];
  lang?: Lang;
  /** Sharing image (absolute or site-relative). */
  image?: string;
  /** Open Graph type: `website` or `article`. */
  type?: 'website' | 'article';
  /** Structured data (schema.org), one JSON-LD block each. */
  jsonLd?: object[];
  noIndex?: boolean;
}

/**
 * Server only: pages write their head data here while rendering; entry-server turns
 * it into tags. In the browser the context is null and PageMeta updates `document`.
 */
export const HeadCollectorContext = createContext<HeadData | null>(null);

export const SITE_NAME = 'Dergi Ankara';

/** The magazine's sharing image (client/public), for a public page that has none of its own. */
export const DEFAULT_SHARE_IMAGE = { href: '/og-default.png', width: '1200', height: '630' };

/** The site's news feed (served by the server's site routes), linked from every public page. */
export const RSS_FEED = '/rss.xml';

export function fullTitle(title: string | undefined): string {
  if (!title) return SITE_NAME;
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** One element of `<head>`: the same list is printed by the server and applied by the browser. */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

const OG_LOCALE: Record<Lang, string> = { tr: 'tr_TR', en: 'en_GB' };

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href}`;
}

/** Keys of schema.org values that are addresses: site-relative ones are made absolute. */
const URL_KEYS = new Set(['url', 'image', 'logo', 'mainEntityOfPage', '@id', 'contentUrl', 'thumbnailUrl', 'item', 'sameAs']);

/** Structured data with every site-relative address made absolute (search engines want them so). */
function absoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) && value.startsWith('/') ? absolute(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, origin, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, absoluteUrls(item, origin, name)]));
  return value;
}

/** JSON inside `<script type="application/ld+json">`: nothing in it can close the element. */
function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Meta, link and JSON-LD elements of a page (everything but `<title>`). */
export function headElements(head: HeadData, origin: string): HeadElement[] {
  const title = fullTitle(head.title);
  const elements: HeadElement[] = [];
  const meta = (attributes: Record<string, string>) => elements.push({ tag: 'meta', attributes });
  if (head.description) meta({ name: 'description', content: head.description });
  if (head.keywords?.length) meta({ name: 'keywords', content: head.keywords.join(', ') });
  if (head.noIndex) meta({ name: 'robots', content: 'noindex' });
  if (head.canonical !== undefined) elements.push({ tag: 'link', attributes: { rel: 'canonical', href: absolute(origin, head.canonical) } });
  for (const alternate of head.alternates) {
    elements.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hrefLang, href: absolute(origin, alternate.href) } });
  }
  if (head.canonical !== undefined) {
    elements.push({ tag: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', title: SITE_NAME, href: absolute(origin, RSS_FEED) } });
  }
  if (!head.noIndex && head.canonical !== undefined) {
    const image = absolute(origin, head.image ?? DEFAULT_SHARE_IMAGE.href);
    meta({ property: 'og:site_name', content: SITE_NAME });
    meta({ property: 'og:title', content: title });
    if (head.description) meta({ property: 'og:description', content: head.description });
    meta({ property: 'og:type', content: head.type ?? 'website' });
    meta({ property: 'og:url', content: absolute(origin, head.canonical) });
    if (head.lang) {
      meta({ property: 'og:locale', content: OG_LOCALE[head.lang] });
      meta({ property: 'og:locale:alternate', content: OG_LOCALE[head.lang === 'tr' ? 'en' : 'tr'] });
    }
    meta({ property: 'og:image', content: image });
    if (!head.image) {
      meta({ property: 'og:image:width', content: DEFAULT_SHARE_IMAGE.width });
      meta({ property: 'og:image:height', content: DEFAULT_SHARE_IMAGE.height });
    }
    meta({ name: 'twitter:card', content: 'summary_large_image' });
    meta({ name: 'twitter:title', content: title });
    if (head.description) meta({ name: 'twitter:description', content: head.description });
    meta({ name: 'twitter:image', content: image });
  }
  for (const data of head.jsonLd ?? []) elements.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonLdText(absoluteUrls(data, origin) as object) });
  return elements;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Server rendering of the collected head data; `origin` (the configured public URL) makes links absolute. */
export function renderHeadTags(head: HeadData, origin = ''): string {
  const tags = [`<title>${escapeText(fullTitle(head.title))}</title>`];
  for (const element of headElements(head, origin)) {
    const attributes = Object.entries({ ...element.attributes, 'data-app-head': '' })
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ');
    tags.push(element.tag === 'script' ? `<script ${attributes}>${element.text ?? ''}</script>` : `<${element.tag} ${attributes} />`);
  }
  return tags.join('\n    ');
}
