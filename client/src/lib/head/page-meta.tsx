import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { languageFromPath } from '../i18n/detect-language';
import { twinPath } from '../i18n/paths';
import { HeadCollectorContext, fullTitle, headElements, type HeadAlternate, type HeadData } from './head-context';

export interface PageMetaProps {
  title: string;
  description?: string;
  keywords?: string[];
  /**
   * The query string the page's content depends on (`?page=2&sortBy=hit`), built from the
   * parameters the route reads — never the raw URL's, so `utm_*` and the like change nothing.
   */
  search?: string;
  /** Public pages link their other-language twin (`hreflang`) and a canonical URL; the admin does not. */
  alternates?: boolean;
  image?: string | null;
  type?: HeadData['type'];
  jsonLd?: object[];
  noIndex?: boolean;
}

function alternatesFor(pathname: string, search: string): HeadAlternate[] {
  const current = languageFromPath(pathname);
  const twin = twinPath(pathname, search);
  const self = `${pathname}${search}`;
  const tr = current === 'tr' ? self : twin.path;
  const en = current === 'en' ? self : twin.path;
  return [
    { hrefLang: 'tr', href: tr },
    { hrefLang: 'en', href: en },
    { hrefLang: 'x-default', href: tr },
  ];
}

/** Sets `<title>`, description, keywords, canonical, `hreflang`, sharing tags and JSON-LD of the page. */
export function PageMeta({ title, description, keywords, search = '', alternates = true, image, type, jsonLd, noIndex }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const { pathname } = useLocation();
  const head: HeadData = {
    title,
    description,
    keywords,
    canonical: alternates ? `${pathname}${search}` : undefined,
    alternates: alternates ? alternatesFor(pathname, search) : [],
    lang: languageFromPath(pathname),
    image: image ?? undefined,
    type,
    jsonLd,
    noIndex,
  };

  // Server render: record (the innermost page's PageMeta renders last and wins).
  if (collector) Object.assign(collector, head);

  const key = JSON.stringify(head);
  useEffect(() => {
    const next = JSON.parse(key) as HeadData;
    document.title = fullTitle(next.title);
    document.head.querySelectorAll('[data-app-head]').forEach((node) => node.remove());
    for (const element of headElements(next, window.location.origin)) {
      const node = document.createElement(element.tag);
      for (const [name, value] of Object.entries(element.attributes)) node.setAttribute(name, value);
      node.setAttribute('data-app-head', '');
      if (element.text) node.textContent = element.text;
      document.head.appendChild(node);
    }
  }, [key]);

  return null;
}
