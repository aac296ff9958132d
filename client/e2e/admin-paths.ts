import { adminPathsAt, type AdminPaths } from '../src/lib/admin-paths';

/**
 * The admin sections' addresses as spec §2 gives them. The browser tests state them on their own
 * (the app reads each segment from its feature's descriptor), so a changed address fails here.
 */
const SEGMENTS = {
  categories: 'kategoriler',
  tags: 'etiketler',
  news: 'haberler',
  columnists: 'kose-yazarlari',
  columns: 'kose-yazilari',
  archives: 'arsivler',
  events: 'etkinlikler',
  adverts: 'reklamlar',
  pages: 'sayfalar',
  contacts: 'iletisim',
  newsletter: 'bulten-aboneligi',
  subscriptions: 'abonelikler',
  profile: 'profil',
  audit: 'kayitlar',
} as const;

export function adminPaths(key: keyof typeof SEGMENTS): AdminPaths {
  return adminPathsAt(SEGMENTS[key]);
}
