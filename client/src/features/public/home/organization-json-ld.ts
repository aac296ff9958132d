import { SITE_NAME } from '../../../lib/head/head-context';
import type { Lang } from '../../../lib/i18n/languages';
import { pathFor } from '../../../lib/i18n/paths';

/**
 * schema.org Organization of the magazine for the home page. Addresses are site-relative like every
 * other head path (the client does not know the configured public origin).
 */
export function organizationJsonLd(lang: Lang): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: pathFor(lang, 'home'),
    logo: '/favicon.svg',
    foundingDate: '1989-04',
    address: { '@type': 'PostalAddress', addressLocality: 'Ankara', addressCountry: 'TR' },
  };
}
