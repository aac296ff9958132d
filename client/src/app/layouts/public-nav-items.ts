import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PathName } from '../../lib/i18n/paths';
import { pathFor } from '../../lib/i18n/paths';
import type { Lang } from '../../lib/i18n/languages';

/** The public sections of spec §2, in the order of the header's menu. */
export const PUBLIC_NAV: Array<{ path: PathName; label: MessageDescriptor }> = [
  { path: 'news', label: msg`Haberler` },
  { path: 'columns', label: msg`Köşe Yazıları` },
  { path: 'archive', label: msg`Arşiv` },
  { path: 'publication', label: msg`Yayın` },
  { path: 'about', label: msg`Hakkımızda` },
  { path: 'contact', label: msg`İletişim` },
  { path: 'subscription', label: msg`Abonelik` },
];

/**
 * How a menu link relates to the current address: `page` on the section's own page, `true` inside it
 * (a news item under Haberler, a form under Abonelik), nothing elsewhere — for `aria-current`.
 */
export function sectionCurrent(lang: Lang, name: PathName, pathname: string): 'page' | 'true' | undefined {
  const base = pathFor(lang, name);
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === base) return 'page';
  if (clean.startsWith(`${base}/`)) return 'true';
  return undefined;
}
