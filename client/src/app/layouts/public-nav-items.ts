import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PathName } from '../../lib/i18n/paths';

/** The public sections of spec §2 (their pages arrive in later issues). */
export const PUBLIC_NAV: Array<{ path: PathName; label: MessageDescriptor }> = [
  { path: 'news', label: msg`Haberler` },
  { path: 'columns', label: msg`Köşe Yazıları` },
  { path: 'archive', label: msg`Arşiv` },
  { path: 'publication', label: msg`Yayın` },
  { path: 'about', label: msg`Hakkımızda` },
  { path: 'contact', label: msg`İletişim` },
  { path: 'subscription', label: msg`Abonelik` },
];
