import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { languageFromPath } from '../i18n/detect-language';
import { twinPath } from '../i18n/paths';
import { HeadCollectorContext, fullTitle, type HeadAlternate } from './head-context';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** Public pages link their other-language twin (`hreflang`); the admin does not. */
  alternates?: boolean;
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

/** Sets `<title>`, the meta description and `hreflang` links for the current page. */
export function PageMeta({ title, description, alternates = true, noIndex }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const { pathname, search } = useLocation();
  const links = alternates ? alternatesFor(pathname, search) : [];

  if (collector) {
    // Server render: record (the last render of the tree wins).
    collector.title = title;
    collector.description = description;
    collector.alternates = links;
    collector.noIndex = noIndex;
  }

  const linksKey = JSON.stringify(links);
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    } else {
      meta?.remove();
    }
    document.head.querySelectorAll('link[rel="alternate"][data-app-head]').forEach((node) => node.remove());
    for (const link of JSON.parse(linksKey) as HeadAlternate[]) {
      const element = document.createElement('link');
      element.rel = 'alternate';
      element.hreflang = link.hrefLang;
      element.href = link.href;
      element.setAttribute('data-app-head', '');
      document.head.appendChild(element);
    }
  }, [title, description, linksKey]);

  return null;
}
